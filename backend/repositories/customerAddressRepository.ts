import type { StoredAddressColumns } from '../checkout/addresses';
import type { Db } from '../types';
import { customerDateTime } from './customerRepository';

// The address book (customer_addresses): a customer's saved addresses. Which one is the default
// billing and shipping address is kept on the customer (customers.default_billing / _shipping).

/** A saved address with whether it is its customer's default billing and shipping address (1/0). */
export interface CustomerAddressRow extends StoredAddressColumns {
  entity_id: number;
  customer_id: number;
  telephone: string;
  prefix: string | null;
  middlename: string | null;
  suffix: string | null;
  fax: string | null;
  vat_id: string | null;
  is_default_billing: number;
  is_default_shipping: number;
}

/** What an address holds besides who owns it; street lines joined by newlines. */
export type CustomerAddressValues = Omit<CustomerAddressRow, 'entity_id' | 'customer_id' | 'is_default_billing' | 'is_default_shipping'>;

const VALUE_COLUMNS = [
  'firstname',
  'lastname',
  'prefix',
  'middlename',
  'suffix',
  'company',
  'street',
  'city',
  'region',
  'region_code',
  'region_id',
  'postcode',
  'country_id',
  'telephone',
  'fax',
  'vat_id',
] as const satisfies ReadonlyArray<keyof CustomerAddressValues>;

const SELECT = `SELECT a.entity_id, a.customer_id, ${VALUE_COLUMNS.map((column) => `a.${column}`).join(', ')},
    a.entity_id IS c.default_billing AS is_default_billing, a.entity_id IS c.default_shipping AS is_default_shipping
  FROM customer_addresses a JOIN customers c ON c.entity_id = a.customer_id`;

/** The customer's address book, in the order the addresses were saved. */
export function listCustomerAddresses(db: Db, customerId: number): CustomerAddressRow[] {
  return db.prepare(`${SELECT} WHERE a.customer_id = ? ORDER BY a.entity_id`).all(customerId) as CustomerAddressRow[];
}

/** The address with this id, whoever owns it (the caller checks that), or null. */
export function findCustomerAddress(db: Db, addressId: number): CustomerAddressRow | null {
  return (db.prepare(`${SELECT} WHERE a.entity_id = ?`).get(addressId) as CustomerAddressRow | undefined) ?? null;
}

export function insertCustomerAddress(db: Db, customerId: number, values: CustomerAddressValues, now = new Date()): number {
  const at = customerDateTime(now);
  return Number(
    db
      .prepare(
        `INSERT INTO customer_addresses (customer_id, ${VALUE_COLUMNS.join(', ')}, created_at, updated_at)
         VALUES (?, ${VALUE_COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
      )
      .run(customerId, ...VALUE_COLUMNS.map((column) => values[column]), at, at).lastInsertRowid,
  );
}

export function updateCustomerAddress(db: Db, addressId: number, values: CustomerAddressValues, now = new Date()): void {
  db.prepare(`UPDATE customer_addresses SET ${VALUE_COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE entity_id = ?`).run(
    ...VALUE_COLUMNS.map((column) => values[column]),
    customerDateTime(now),
    addressId,
  );
}

export function deleteCustomerAddress(db: Db, addressId: number): void {
  db.prepare('DELETE FROM customer_addresses WHERE entity_id = ?').run(addressId);
}

/** Makes the address (or none, with null) the customer's default billing or shipping address. */
export function setDefaultAddress(db: Db, customerId: number, kind: 'billing' | 'shipping', addressId: number | null): void {
  const column = kind === 'billing' ? 'default_billing' : 'default_shipping';
  db.prepare(`UPDATE customers SET ${column} = ? WHERE entity_id = ?`).run(addressId, customerId);
}
