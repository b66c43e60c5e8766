import type { CustomerCredentials } from '../repositories/customerAuthRepository';
import { saveResetTokenHash } from '../repositories/customerAuthRepository';
import { customerDateTime } from '../repositories/customerRepository';
import type { Db } from '../types';
import { hashSecretToken, matchesSecretToken, newSecretToken } from './secretTokens';

// Magento's reset-password token (AccountManagement::initiatePasswordReset / resetPassword): one
// live token per account, replaced by every request, valid for
// customer/password/reset_link_expiration_period hours (2) and used once. Only its SHA-256 is
// stored. The embedded shop sends no email: the link is printed on the server console instead.

/** customer/password/reset_link_expiration_period: Magento's default is 2 hours. */
export function resetLinkLifetimeHours(config: (path: string) => string | null): number {
  const hours = Number(config('customer/password/reset_link_expiration_period') ?? 2);
  return Number.isFinite(hours) && hours > 0 ? hours : 2;
}

/** Issues the account's new reset token (32 hex characters, as Magento's Random::getUniqueHash); returns it. */
export function issueResetToken(db: Db, customerId: number, now = new Date()): string {
  const token = newSecretToken();
  saveResetTokenHash(db, customerId, hashSecretToken(token), customerDateTime(now));
  return token;
}

export type ResetTokenCheck = 'ok' | 'mismatch' | 'expired';

/** AccountManagement::validateResetPasswordToken: the token must be the live one and younger than the lifetime. */
export function checkResetToken(
  credentials: Pick<CustomerCredentials, 'rp_token_hash' | 'rp_token_created_at'>,
  token: string,
  lifetimeHours: number,
  now = new Date(),
): ResetTokenCheck {
  if (!matchesSecretToken(credentials.rp_token_hash, token)) return 'mismatch';
  const createdAt = credentials.rp_token_created_at ? Date.parse(`${credentials.rp_token_created_at.replace(' ', 'T')}Z`) : NaN;
  if (Number.isNaN(createdAt) || createdAt > now.getTime()) return 'expired';
  // Magento compares whole hours: floor((now - created) / 1 h) >= lifetime.
  return Math.floor((now.getTime() - createdAt) / 3_600_000) >= lifetimeHours ? 'expired' : 'ok';
}

/**
 * The storefront page that takes the token (the route the email link of Magento's
 * customer_password_forgot_email_template opens). It carries the token only: no customer data goes
 * into a URL (where logs and browser history keep it), so the form asks for the email resetPassword needs.
 */
export function resetPasswordLink(baseUrl: string, token: string): string {
  return `${baseUrl}customer/account/createPassword?${new URLSearchParams({ token })}`;
}
