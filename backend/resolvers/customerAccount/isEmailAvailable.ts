import { isValidEmail } from '../../auth/email';
import { GraphQlInputException } from '../../errors';
import { findCustomerIdByEmail } from '../../repositories/customerRepository';
import type { RequestContext } from '../../types';
import { ACCOUNT_MESSAGES } from './messages';

/** Magento 2.4.7's switch (Customer AccountManagement::GUEST_CHECKOUT_LOGIN_OPTION_SYS_CONFIG), off by default. */
export const GUEST_CHECKOUT_LOGIN_CONFIG = 'checkout/options/enable_guest_checkout_login';

/**
 * isEmailAvailable: as of 2.4.7 every address is "available" unless the shop turns on the guest
 * checkout sign-in prompt, so nobody can learn who has an account. With it on, the answer is
 * whether the store's website has an account with this email, and each such answer takes an
 * `emailLookup` token so nobody can run through a list of addresses.
 */
export function isEmailAvailable(_parent: unknown, args: { email: string }, ctx: RequestContext) {
  const email = args.email ?? '';
  if (!email) throw new GraphQlInputException(ACCOUNT_MESSAGES.emailToCheckMissing);
  if (!isValidEmail(email)) throw new GraphQlInputException(ACCOUNT_MESSAGES.emailToCheckInvalid);
  if (ctx.config(GUEST_CHECKOUT_LOGIN_CONFIG) !== '1') return { is_email_available: true };
  ctx.limits.take('emailLookup');
  return { is_email_available: findCustomerIdByEmail(ctx.db, ctx.store.websiteId, email) === null };
}
