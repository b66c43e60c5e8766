import type { StoredAddressColumns } from '../checkout/addresses';
import type { Db } from '../types';

/** The customer's email address, or undefined for an unknown id. */
export function customerEmail(db: Db, customerId: number): string | undefined {
  return db.prepare('SELECT email FROM customers WHERE entity_id = ?').pluck().get(customerId) as string | undefined;
}

/** A customer account as Magento's Customer shows it. Dates are stored as Magento writes them. */
export interface CustomerRow {
  entity_id: number;
  email: string;
  firstname: string;
  lastname: string;
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
        `SELECT entity_id, email, firstname, lastname, is_subscribed, date_of_birth, gender, default_billing, default_shipping, created_at
         FROM customers WHERE entity_id = ?`,
      )
      .get(customerId) as CustomerRow | undefined) ?? null
  );
}

/** A saved address with whether it is its customer's default billing and shipping address (1/0). */
export interface CustomerAddressRow extends StoredAddressColumns {
  entity_id: number;
  telephone: string;
  vat_id: string | null;
  is_default_billing: number;
  is_default_shipping: number;
}

/** The customer's address book, in the order the addresses were saved. */
export function listCustomerAddresses(db: Db, customerId: number): CustomerAddressRow[] {
  return db
    .prepare(
      `SELECT a.entity_id, a.firstname, a.lastname, a.company, a.street, a.city, a.region, a.region_code, a.region_id, a.postcode,
              a.country_id, a.telephone, a.vat_id,
              a.entity_id IS c.default_billing AS is_default_billing, a.entity_id IS c.default_shipping AS is_default_shipping
       FROM customer_addresses a JOIN customers c ON c.entity_id = a.customer_id
       WHERE a.customer_id = ? ORDER BY a.entity_id`,
    )
    .all(customerId) as CustomerAddressRow[];
}
