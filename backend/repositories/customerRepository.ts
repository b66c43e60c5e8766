import type { Db } from '../types';

// The address book's rows live in customerAddressRepository.ts; the customer's GraphQL mapper names the type here.
export type { CustomerAddressRow } from './customerAddressRepository';

/** The customer's email address, or undefined for an unknown id. */
export function customerEmail(db: Db, customerId: number): string | undefined {
  return db.prepare('SELECT email FROM customers WHERE entity_id = ?').pluck().get(customerId) as string | undefined;
}

/** A customer account as Magento's Customer shows it. Dates are stored as Magento writes them. */
export interface CustomerRow {
  entity_id: number;
  email: string;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  /** Tax/VAT number. */
  taxvat: string | null;
  is_subscribed: number;
  /** "YYYY-MM-DD", or null. */
  date_of_birth: string | null;
  /** 1 male, 2 female, or null. */
  gender: number | null;
  /** Address ids (customer_addresses.entity_id), or null. */
  default_billing: number | null;
  default_shipping: number | null;
  /** "YYYY-MM-DD HH:MM:SS". */
  created_at: string;
}

export function findCustomer(db: Db, customerId: number): CustomerRow | null {
  return (
    (db
      .prepare(
        `SELECT entity_id, email, prefix, firstname, middlename, lastname, suffix, taxvat, is_subscribed, date_of_birth, gender,
                default_billing, default_shipping, created_at
         FROM customers WHERE entity_id = ?`,
      )
      .get(customerId) as CustomerRow | undefined) ?? null
  );
}

/** The id of the website's account with this email (any letter case), or null. */
export function findCustomerIdByEmail(db: Db, websiteId: number, email: string): number | null {
  return (db.prepare('SELECT entity_id FROM customers WHERE website_id = ? AND email = ?').pluck().get(websiteId, email) as number | undefined) ?? null;
}

/** The account fields a customer may set when signing up or editing their account (Magento's CustomerInterface subset). */
export interface CustomerProfile {
  prefix?: string | null;
  firstname?: string;
  middlename?: string | null;
  lastname?: string;
  suffix?: string | null;
  taxvat?: string | null;
  /** "YYYY-MM-DD" or null. */
  date_of_birth?: string | null;
  /** 1 male, 2 female, 3 not specified, or null. */
  gender?: number | null;
}

const PROFILE_COLUMNS = ['prefix', 'firstname', 'middlename', 'lastname', 'suffix', 'taxvat', 'date_of_birth', 'gender'] as const;

/** "YYYY-MM-DD HH:MM:SS" in UTC, as Magento writes its dates. */
export const customerDateTime = (at: Date): string => at.toISOString().slice(0, 19).replace('T', ' ');

/** Thrown when the website already has an account with the email (the UNIQUE (website_id, email) key). */
export class DuplicateCustomerEmailError extends Error {}

const isDuplicateEmail = (error: unknown) =>
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && String((error as Error).message).includes('customers.email');

/** Inserts a new account; returns its id. Throws DuplicateCustomerEmailError when the email is taken. */
export function insertCustomer(
  db: Db,
  input: CustomerProfile & { websiteId: number; email: string; firstname: string; lastname: string; passwordHash: string; now?: Date },
): number {
  const at = customerDateTime(input.now ?? new Date());
  try {
    return Number(
      db
        .prepare(
          `INSERT INTO customers (website_id, group_id, email, prefix, firstname, middlename, lastname, suffix, taxvat, password_hash,
                                  date_of_birth, gender, created_at, updated_at)
           VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          input.websiteId,
          input.email,
          input.prefix ?? null,
          input.firstname,
          input.middlename ?? null,
          input.lastname,
          input.suffix ?? null,
          input.taxvat ?? null,
          input.passwordHash,
          input.date_of_birth ?? null,
          input.gender ?? null,
          at,
          at,
        ).lastInsertRowid,
    );
  } catch (error) {
    if (isDuplicateEmail(error)) throw new DuplicateCustomerEmailError(input.email);
    throw error;
  }
}

/** Writes the given profile fields (those left undefined keep their value). */
export function updateCustomerProfile(db: Db, customerId: number, profile: CustomerProfile, now = new Date()): void {
  const columns = PROFILE_COLUMNS.filter((column) => profile[column] !== undefined);
  if (!columns.length) return;
  db.prepare(`UPDATE customers SET ${columns.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE entity_id = ?`).run(
    ...columns.map((column) => profile[column] ?? null),
    customerDateTime(now),
    customerId,
  );
}

/** Changes the account's email, and its newsletter subscriptions' with it. Throws DuplicateCustomerEmailError when taken. */
export function updateCustomerEmailAddress(db: Db, customerId: number, email: string, now = new Date()): void {
  try {
    db.transaction(() => {
      db.prepare('UPDATE customers SET email = ?, updated_at = ? WHERE entity_id = ?').run(email, customerDateTime(now), customerId);
      // A subscription the new address already has (as a guest's) stays; the customer's own follows the account.
      db.prepare(
        `UPDATE newsletter_subscribers SET email = ? WHERE customer_id = ?
           AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers other WHERE other.store_id = newsletter_subscribers.store_id AND other.email = ?)`,
      ).run(email, customerId, email);
    })();
  } catch (error) {
    if (isDuplicateEmail(error)) throw new DuplicateCustomerEmailError(email);
    throw error;
  }
}
