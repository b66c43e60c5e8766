import { unlockCustomer } from '../../auth/customerAuthentication';
import { isValidEmail } from '../../auth/email';
import { hashPassword } from '../../auth/password';
import { isPasswordSameAsEmail, passwordRule, passwordStrengthProblem } from '../../auth/passwordPolicy';
import { checkResetToken, issueResetToken, resetLinkLifetimeHours, resetPasswordLink } from '../../auth/passwordReset';
import { revokeCustomerTokens } from '../../auth/tokens';
import { GraphQlInputException } from '../../errors';
import { findCustomerCredentials, savePasswordHash, type CustomerCredentials } from '../../repositories/customerAuthRepository';
import { findCustomerIdByEmail } from '../../repositories/customerRepository';
import type { RequestContext } from '../../types';
import { ACCOUNT_MESSAGES } from './messages';

/** The account of the store's website with this email, or null. */
function accountByEmail(ctx: RequestContext, email: string): CustomerCredentials | null {
  const customerId = findCustomerIdByEmail(ctx.db, ctx.store.websiteId, email);
  return customerId === null ? null : findCustomerCredentials(ctx.db, customerId);
}

/** Magento_Security's customer/password/min_time_between_password_reset_requests, in minutes (10); 0 turns it off. */
function minMinutesBetweenResetRequests(ctx: RequestContext): number {
  const minutes = Number(ctx.config('customer/password/min_time_between_password_reset_requests') ?? 10);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : 10;
}

/** Whether the account's live link was issued too recently to be replaced (each request replaces it). */
function isResetRequestTooSoon(ctx: RequestContext, account: CustomerCredentials, now: Date): boolean {
  const issued = account.rp_token_created_at ? Date.parse(`${account.rp_token_created_at.replace(' ', 'T')}Z`) : NaN;
  return Number.isFinite(issued) && now.getTime() - issued < minMinutesBetweenResetRequests(ctx) * 60_000;
}

/**
 * requestPasswordResetEmail: issues the account's reset token. Magento emails the link; the
 * embedded shop prints it on the server console (the backend's log) instead. As in Magento, an
 * email with no account is refused ("Cannot reset the customer's password"), and so is a second
 * request for the same account within 10 minutes (Magento_Security), so nobody can keep replacing a
 * customer's live link. Unlike Magento, a locked account may ask: the reset is how its owner gets
 * back in when someone else locked it by guessing.
 */
export function requestPasswordResetEmail(_parent: unknown, args: { email: string }, ctx: RequestContext): boolean {
  if (!args.email) throw new GraphQlInputException(ACCOUNT_MESSAGES.resetEmailRequired);
  if (!isValidEmail(args.email)) throw new GraphQlInputException(ACCOUNT_MESSAGES.resetEmailInvalid);
  const account = accountByEmail(ctx, args.email);
  if (!account) throw new GraphQlInputException(ACCOUNT_MESSAGES.cannotResetPassword);
  if (isResetRequestTooSoon(ctx, account, new Date())) {
    throw new GraphQlInputException(ACCOUNT_MESSAGES.tooManyResetRequests(ctx.config('trans_email/ident_support/email') ?? 'support@example.com'));
  }
  const token = issueResetToken(ctx.db, account.entity_id);
  const link = resetPasswordLink(ctx.baseUrl, token);
  ctx.log(`backend: password reset requested for ${account.email}; the shop sends no email, open this link to set a new password: ${link}`);
  return true;
}

/** Whether Magento would set this password: the live, unexpired token, and a new password its rule accepts. */
function isResetAllowed(ctx: RequestContext, account: CustomerCredentials, token: string, newPassword: string): boolean {
  return (
    checkResetToken(account, token, resetLinkLifetimeHours(ctx.config)) === 'ok' &&
    !isPasswordSameAsEmail(newPassword, account.email) &&
    passwordStrengthProblem(newPassword, passwordRule(ctx.config)) === null
  );
}

/**
 * resetPassword: sets the new password with the token from the link, once. Every refusal of the
 * token or the password is Magento's one "Cannot set the customer's password". Success clears the
 * lockout (even on an account that is locked now: the link proves the mailbox) and ends every
 * session of the customer.
 */
export async function resetPassword(_parent: unknown, args: { email: string; resetPasswordToken: string; newPassword: string }, ctx: RequestContext): Promise<boolean> {
  if (!args.email) throw new GraphQlInputException(ACCOUNT_MESSAGES.resetEmailRequired);
  if (!isValidEmail(args.email)) throw new GraphQlInputException(ACCOUNT_MESSAGES.resetEmailInvalid);
  if (!args.resetPasswordToken) throw new GraphQlInputException(ACCOUNT_MESSAGES.resetTokenRequired);
  if (!args.newPassword) throw new GraphQlInputException(ACCOUNT_MESSAGES.resetNewPasswordRequired);
  const account = accountByEmail(ctx, args.email);
  if (!account) throw new GraphQlInputException(ACCOUNT_MESSAGES.cannotSetPassword);
  if (!isResetAllowed(ctx, account, args.resetPasswordToken, args.newPassword)) throw new GraphQlInputException(ACCOUNT_MESSAGES.cannotSetPassword);
  const passwordHash = await hashPassword(args.newPassword);
  // Checked again after hashing: two requests with the same token must not both succeed.
  const current = findCustomerCredentials(ctx.db, account.entity_id);
  if (!current || checkResetToken(current, args.resetPasswordToken, resetLinkLifetimeHours(ctx.config)) !== 'ok') {
    throw new GraphQlInputException(ACCOUNT_MESSAGES.cannotSetPassword);
  }
  ctx.db.transaction(() => {
    savePasswordHash(ctx.db, account.entity_id, passwordHash);
    unlockCustomer(ctx.db, account.entity_id);
    revokeCustomerTokens(ctx.db, account.entity_id);
  })();
  return true;
}
