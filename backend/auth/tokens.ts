import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../types';

/** Customer token lifetime in seconds: Magento's default (oauth/access_token_lifetime/customer = 1 hour). */
export const CUSTOMER_TOKEN_LIFETIME_S = 3600;

/** Only this hash is stored, so a copy of the database (a backup, a leaked file) signs nobody in. */
export const hashCustomerToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const expiredBefore = (now: number) => now - CUSTOMER_TOKEN_LIFETIME_S * 1000;

export function issueCustomerToken(db: Db, customerId: number, now = Date.now()): string {
  purgeExpiredCustomerTokens(db, now);
  const token = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO customer_tokens (token_hash, customer_id, created_at) VALUES (?, ?, ?)')
    .run(hashCustomerToken(token), customerId, now);
  return token;
}

/** The customer a live token belongs to, or null for an unknown, revoked or expired one. */
export function customerIdForToken(db: Db, token: string, now = Date.now()): number | null {
  const row = db
    .prepare('SELECT customer_id, created_at FROM customer_tokens WHERE token_hash = ? AND revoked = 0')
    .get(hashCustomerToken(token)) as { customer_id: number; created_at: number } | undefined;
  if (!row || row.created_at < expiredBefore(now)) return null;
  return row.customer_id;
}

/** Revokes every token of the customer, as Magento's revokeCustomerToken does. */
export function revokeCustomerTokens(db: Db, customerId: number): void {
  db.prepare('UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ?').run(customerId);
}

/** Revokes every token of the customer but `keep` (the one the request came with): other sessions end, this one goes on. */
export function revokeOtherCustomerTokens(db: Db, customerId: number, keep: string | undefined): void {
  db.prepare('UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ? AND token_hash != ?').run(customerId, keep ? hashCustomerToken(keep) : '');
}

/** Deletes tokens that can never sign anyone in again (expired or revoked), so the table stays small. Returns how many. */
export function purgeExpiredCustomerTokens(db: Db, now = Date.now()): number {
  return db.prepare('DELETE FROM customer_tokens WHERE created_at < ? OR revoked = 1').run(expiredBefore(now)).changes;
}
