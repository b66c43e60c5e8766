import type { Db } from '../types';

// The vault's stored payment tokens (vault_payment_tokens, migration 013): cards a payment method
// saved for a customer. Dates are "YYYY-MM-DD HH:MM:SS" in UTC.

export interface PaymentTokenRow {
  entity_id: number;
  customer_id: number;
  public_hash: string;
  payment_method_code: string;
  type: 'card' | 'account';
  /** JSON, e.g. {"type":"VI","maskedCC":"1111","expirationDate":"12/2028"}. */
  details: string | null;
  is_active: number;
  created_at: string;
  expires_at: string;
}

/** PaymentTokenManagement::getVisibleAvailableTokens: the customer's active tokens not yet expired, oldest first. */
export function listAvailableTokens(db: Db, customerId: number, now: string): PaymentTokenRow[] {
  return db
    .prepare('SELECT * FROM vault_payment_tokens WHERE customer_id = ? AND is_active = 1 AND expires_at > ? ORDER BY entity_id')
    .all(customerId, now) as PaymentTokenRow[];
}

/** PaymentTokenManagement::getByPublicHash: the customer's token with this hash, active or not; another customer's counts as none. */
export function findCustomerToken(db: Db, customerId: number, publicHash: string): PaymentTokenRow | null {
  return (db.prepare('SELECT * FROM vault_payment_tokens WHERE public_hash = ? AND customer_id = ?').get(publicHash, customerId) as PaymentTokenRow | undefined) ?? null;
}

/** PaymentTokenRepository::delete keeps the row and switches it off. */
export function deactivateToken(db: Db, tokenId: number): void {
  db.prepare('UPDATE vault_payment_tokens SET is_active = 0 WHERE entity_id = ?').run(tokenId);
}

export interface NewPaymentToken {
  customerId: number;
  publicHash: string;
  paymentMethodCode: string;
  type: 'card' | 'account';
  details: Record<string, string>;
  createdAt: string;
  expiresAt: string;
}

export function insertPaymentToken(db: Db, token: NewPaymentToken): number {
  return Number(
    db
      .prepare(
        `INSERT INTO vault_payment_tokens (customer_id, public_hash, payment_method_code, type, details, is_active, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
      )
      .run(token.customerId, token.publicHash, token.paymentMethodCode, token.type, JSON.stringify(token.details), token.createdAt, token.expiresAt).lastInsertRowid,
  );
}
