import { randomBytes } from 'node:crypto';
import type { Db } from '../types';

/** Customer token lifetime in seconds: Magento's default (oauth/access_token_lifetime/customer = 1 hour). */
export const CUSTOMER_TOKEN_LIFETIME_S = 3600;

export function issueCustomerToken(db: Db, customerId: number, now = Date.now()): string {
  const token = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO customer_tokens (token, customer_id, created_at) VALUES (?, ?, ?)').run(token, customerId, now);
  return token;
}

/** The customer a live token belongs to, or null for an unknown, revoked or expired one. */
export function customerIdForToken(db: Db, token: string, now = Date.now()): number | null {
  const row = db
    .prepare('SELECT customer_id, created_at FROM customer_tokens WHERE token = ? AND revoked = 0')
    .get(token) as { customer_id: number; created_at: number } | undefined;
  if (!row || now - row.created_at > CUSTOMER_TOKEN_LIFETIME_S * 1000) return null;
  return row.customer_id;
}

/** Revokes every token of the customer, as Magento's revokeCustomerToken does. */
export function revokeCustomerTokens(db: Db, customerId: number): void {
  db.prepare('UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ?').run(customerId);
}
