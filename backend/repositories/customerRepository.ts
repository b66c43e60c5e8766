import type { Db } from '../types';

/** The customer's email address, or undefined for an unknown id. */
export function customerEmail(db: Db, customerId: number): string | undefined {
  return db.prepare('SELECT email FROM customers WHERE entity_id = ?').pluck().get(customerId) as string | undefined;
}
