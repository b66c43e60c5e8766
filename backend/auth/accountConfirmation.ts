import { findConfirmationHash, saveConfirmationHash } from '../repositories/customerAuthRepository';
import type { Db } from '../types';
import { hashSecretToken, matchesSecretToken, newSecretToken } from './secretTokens';

// Magento's account confirmation (customer_entity.confirmation, AccountManagement::activate): when
// the store asks new accounts to confirm their email (customer/create_account/confirm, off in this
// shop by default), a new account gets a key and cannot sign in until confirmEmail brings it back.
// Only the key's SHA-256 is stored; null means confirmed. The shop sends no email: the link to the
// storefront's verification page is printed on the server console instead.

/** customer/create_account/confirm */
export const isConfirmationRequired = (config: (path: string) => string | null): boolean => config('customer/create_account/confirm') === '1';

/** Gives the account a new confirmation key; returns it. */
export function issueConfirmationKey(db: Db, customerId: number): string {
  const key = newSecretToken();
  saveConfirmationHash(db, customerId, hashSecretToken(key));
  return key;
}

/** Whether the account still waits for its confirmation. */
export const awaitsConfirmation = (db: Db, customerId: number): boolean => findConfirmationHash(db, customerId) !== null;

export type ConfirmationCheck = 'confirmed' | 'already-active' | 'mismatch';

/** activateCustomer: an account already active is refused first, then a key that is not its own; the right key confirms it. */
export function confirmAccount(db: Db, customerId: number, key: string): ConfirmationCheck {
  const stored = findConfirmationHash(db, customerId);
  if (stored === null) return 'already-active';
  if (!matchesSecretToken(stored, key)) return 'mismatch';
  saveConfirmationHash(db, customerId, null);
  return 'confirmed';
}

/** The storefront's verification page for the key (the key only: no customer data in a URL; the page asks for the email). */
export const confirmationLink = (baseUrl: string, key: string): string => `${baseUrl}registration/verification/${encodeURIComponent(key)}`;
