import type { Db } from '../types';
import { customerDateTime } from './customerRepository';

/** What signing in and resetting a password read from an account (never leaves the backend). */
export interface CustomerCredentials {
  entity_id: number;
  email: string;
  /** "scrypt$..." (auth/password.ts); empty for an account created without a password. */
  password_hash: string;
  failures_num: number;
  /** "YYYY-MM-DD HH:MM:SS" (UTC) or null. */
  first_failure: string | null;
  /** The account is locked until then; "YYYY-MM-DD HH:MM:SS" (UTC) or null. */
  lock_expires: string | null;
  /** SHA-256 (hex) of the live reset-password token, or null. */
  rp_token_hash: string | null;
  rp_token_created_at: string | null;
}

export function findCustomerCredentials(db: Db, customerId: number): CustomerCredentials | null {
  return (
    (db
      .prepare(
        `SELECT entity_id, email, password_hash, failures_num, first_failure, lock_expires, rp_token_hash, rp_token_created_at
         FROM customers WHERE entity_id = ?`,
      )
      .get(customerId) as CustomerCredentials | undefined) ?? null
  );
}

/** Failed sign-ins as Magento's CustomerAuthUpdate::saveAuth writes them. */
export interface LockState {
  failures_num: number;
  first_failure: string | null;
  lock_expires: string | null;
}

export function saveLockState(db: Db, customerId: number, state: LockState): void {
  db.prepare('UPDATE customers SET failures_num = ?, first_failure = ?, lock_expires = ? WHERE entity_id = ?').run(
    state.failures_num,
    state.first_failure,
    state.lock_expires,
    customerId,
  );
}

/** Stores a new password hash; the reset-password token dies with the old password, as in Magento. */
export function savePasswordHash(db: Db, customerId: number, passwordHash: string, now = new Date()): void {
  db.prepare('UPDATE customers SET password_hash = ?, rp_token_hash = NULL, rp_token_created_at = NULL, updated_at = ? WHERE entity_id = ?').run(
    passwordHash,
    customerDateTime(now),
    customerId,
  );
}

/** Replaces the account's reset-password token (only one is live at a time). */
export function saveResetTokenHash(db: Db, customerId: number, tokenHash: string, createdAt: string): void {
  db.prepare('UPDATE customers SET rp_token_hash = ?, rp_token_created_at = ? WHERE entity_id = ?').run(tokenHash, createdAt, customerId);
}

/** The SHA-256 (hex) of the account's confirmation key; null once confirmed (or never asked). */
export function findConfirmationHash(db: Db, customerId: number): string | null {
  return (db.prepare('SELECT confirmation FROM customers WHERE entity_id = ?').pluck().get(customerId) as string | null | undefined) ?? null;
}

/** Sets the account's confirmation key hash; null confirms the account. */
export function saveConfirmationHash(db: Db, customerId: number, keyHash: string | null): void {
  db.prepare('UPDATE customers SET confirmation = ? WHERE entity_id = ?').run(keyHash, customerId);
}

/** Swaps a hash for one of the same password made with the current cost, unless the password changed meanwhile. */
export function upgradePasswordHash(db: Db, customerId: number, oldHash: string, newHash: string): void {
  db.prepare('UPDATE customers SET password_hash = ? WHERE entity_id = ? AND password_hash = ?').run(newHash, customerId, oldHash);
}
