import { findCustomerCredentials, saveLockState, upgradePasswordHash, type CustomerCredentials } from '../repositories/customerAuthRepository';
import { customerDateTime, findCustomerIdByEmail } from '../repositories/customerRepository';
import type { Db } from '../types';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './password';

// Magento's customer lockout (Magento\Customer\Model\Authentication and AccountManagement::authenticate):
// every wrong password counts; the failure that reaches customer/password/lockout_failures (10)
// locks the account for customer/password/lockout_threshold minutes (10). Signing in refuses a
// locked account without looking at the password and without counting; a successful sign-in
// clears the count. The counters live on the customer row (migration 012_customer_auth).

export interface LockoutPolicy {
  maxFailures: number;
  lockSeconds: number;
}

/** The lockout settings of the store (Magento's defaults: 10 failures, 10 minutes). 0 turns the lockout off, as in Magento. */
export function lockoutPolicy(config: (path: string) => string | null): LockoutPolicy {
  const number = (path: string, fallback: number) => {
    const value = Number(config(path) ?? fallback);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return { maxFailures: number('customer/password/lockout_failures', 10), lockSeconds: number('customer/password/lockout_threshold', 10) * 60 };
}

const parseDateTime = (value: string | null): number | null => (value ? Date.parse(`${value.replace(' ', 'T')}Z`) : null);

/** Whether the account is locked at `now` (Customer::isCustomerLocked: lock_expires still ahead). */
export function isLocked(credentials: Pick<CustomerCredentials, 'lock_expires'>, now: Date): boolean {
  const expires = parseDateTime(credentials.lock_expires);
  return expires !== null && expires > now.getTime();
}

/**
 * Counts one failed sign-in (Authentication::processAuthenticationFailure). Reads the row afresh,
 * so answers to sign-ins that were checked at the same time all count.
 */
export function recordAuthenticationFailure(db: Db, customerId: number, policy: LockoutPolicy, now: Date): void {
  const current = findCustomerCredentials(db, customerId);
  if (!current || !(policy.maxFailures && policy.lockSeconds)) return;
  const failures = current.failures_num + 1;
  const lockExpires = parseDateTime(current.lock_expires);
  const lockExpired = lockExpires !== null && now.getTime() > lockExpires;
  if (failures === 1 || !current.first_failure || lockExpired) {
    // The first failure, or the first since a lock ran out: counting starts again.
    saveLockState(db, customerId, { failures_num: 1, first_failure: customerDateTime(now), lock_expires: null });
    return;
  }
  const lock = failures >= policy.maxFailures ? customerDateTime(new Date(now.getTime() + policy.lockSeconds * 1000)) : current.lock_expires;
  saveLockState(db, customerId, { failures_num: failures, first_failure: current.first_failure, lock_expires: lock });
}

/** Clears the failure count and any lock (Authentication::unlock, run on every successful sign-in). */
export function unlockCustomer(db: Db, customerId: number): void {
  saveLockState(db, customerId, { failures_num: 0, first_failure: null, lock_expires: null });
}

export type PasswordCheck = 'ok' | 'invalid' | 'locked';

/**
 * Authentication::authenticate, used where a signed-in customer confirms their password (changing
 * it, changing the email): a wrong password counts as a failure and answers 'locked' when it locked
 * the account, else 'invalid'. As in Magento, the right password passes even on a locked account.
 */
export async function checkCustomerPassword(db: Db, customerId: number, password: string, policy: LockoutPolicy, now = new Date()): Promise<PasswordCheck> {
  const credentials = findCustomerCredentials(db, customerId);
  if (!credentials) return 'invalid';
  if (await verifyPassword(password, credentials.password_hash)) return 'ok';
  recordAuthenticationFailure(db, customerId, policy, now);
  const after = findCustomerCredentials(db, customerId);
  return after && isLocked(after, now) ? 'locked' : 'invalid';
}

export type SignInResult = { customerId: number } | { refused: 'unknown-email' | 'locked' | 'invalid-password' };

/**
 * AccountManagement::authenticate for generateCustomerToken: the account of the website with this
 * email, refused when unknown, locked, or the password is wrong (counted). A success clears the
 * count and, when the stored hash was made with an older cost, stores a fresh one.
 * `now` is injectable so tests can move the clock.
 */
export async function signIn(db: Db, input: { websiteId: number; email: string; password: string; policy: LockoutPolicy; now?: () => Date }): Promise<SignInResult> {
  const now = input.now ?? (() => new Date());
  const customerId = findCustomerIdByEmail(db, input.websiteId, input.email);
  if (customerId === null) {
    // As slow as a known email, so the answer's timing does not tell which emails have accounts.
    await verifyAgainstDecoy(input.password);
    return { refused: 'unknown-email' };
  }
  const before = findCustomerCredentials(db, customerId);
  if (!before || isLocked(before, now())) return { refused: 'locked' };
  const matches = await verifyPassword(input.password, before.password_hash);
  // Sign-ins checked at the same time as the failures that locked the account are refused too,
  // so many guesses sent at once still get no more than the allowed number of answers.
  const after = findCustomerCredentials(db, customerId);
  if (!after || isLocked(after, now())) return { refused: 'locked' };
  if (!matches) {
    recordAuthenticationFailure(db, customerId, input.policy, now());
    return { refused: 'invalid-password' };
  }
  unlockCustomer(db, customerId);
  if (needsRehash(after.password_hash)) {
    const fresh = await hashPassword(input.password);
    // Only if the password did not change while the new hash was being made.
    upgradePasswordHash(db, customerId, after.password_hash, fresh);
  }
  return { customerId };
}
