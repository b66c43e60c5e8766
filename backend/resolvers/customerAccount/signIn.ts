import { awaitsConfirmation, isConfirmationRequired } from '../../auth/accountConfirmation';
import { lockoutPolicy, signIn } from '../../auth/customerAuthentication';
import { issueCustomerToken, revokeCustomerTokens } from '../../auth/tokens';
import { GraphQlAuthenticationException, GraphQlInputException } from '../../errors';
import type { RequestContext } from '../../types';
import { signedInCustomerId } from '../customer';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * generateCustomerToken: a new customer token (CustomerToken.token) for the account of the store's
 * website with this email and password. Whatever goes wrong (no such account, wrong password, the
 * account locked after too many wrong ones) the answer is the same graphql-authentication refusal.
 * An account still waiting for its email confirmation (when the store asks for one) is refused too.
 */
export async function generateCustomerToken(_parent: unknown, args: { email: string; password: string }, ctx: RequestContext) {
  if (!args.email) throw new GraphQlInputException(ACCOUNT_MESSAGES.emailRequired);
  if (!args.password) throw new GraphQlInputException(ACCOUNT_MESSAGES.passwordRequired);
  // A client that failed too often, across any accounts, is refused before a password is checked:
  // guessing stops. For one account it is refused one failure short of the lockout (10 lock an
  // account, as in Magento), so locking a customer out takes failures from more than one client.
  const policy = lockoutPolicy(ctx.config);
  const account = ctx.limits.about(`${ctx.store.websiteId} ${args.email.trim().toLowerCase()}`, policy.maxFailures ? policy.maxFailures - 1 : undefined);
  ctx.limits.assertAvailable('signInFailures');
  // Taken before the password is checked, so guesses sent at once cannot all pass a check first.
  account.take('accountSignInFailures');
  const result = await signIn(ctx.db, { websiteId: ctx.store.websiteId, email: args.email, password: args.password, policy });
  if ('refused' in result) {
    ctx.limits.count('signInFailures');
    throw new GraphQlAuthenticationException(ACCOUNT_MESSAGES.signInRefused);
  }
  // The right password clears the account's count (Magento's unlock), and so this client's share.
  account.refill('accountSignInFailures');
  // Checked after the password, as AccountManagement::authenticate does.
  if (isConfirmationRequired(ctx.config) && awaitsConfirmation(ctx.db, result.customerId)) throw new GraphQlAuthenticationException(ACCOUNT_MESSAGES.notConfirmed);
  return { token: issueCustomerToken(ctx.db, result.customerId) };
}

/** revokeCustomerToken: ends every session of the token's customer (Magento revokes all their tokens). */
export function revokeCustomerToken(_parent: unknown, _args: unknown, ctx: RequestContext) {
  revokeCustomerTokens(ctx.db, signedInCustomerId(ctx));
  return { result: true };
}
