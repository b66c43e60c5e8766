import { checkCustomerPassword, lockoutPolicy } from '../../auth/customerAuthentication';
import { GraphQlAuthenticationException } from '../../errors';
import type { RequestContext } from '../../types';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * CheckCustomerPassword: the signed-in customer confirms their password before a sensitive change.
 * A wrong one counts towards the lockout like a failed sign-in. Throws GraphQlAuthenticationException.
 */
export async function confirmCustomerPassword(ctx: RequestContext, customerId: number, password: string): Promise<void> {
  const check = await checkCustomerPassword(ctx.db, customerId, password, lockoutPolicy(ctx.config));
  if (check === 'locked') throw new GraphQlAuthenticationException(ACCOUNT_MESSAGES.accountLocked);
  if (check === 'invalid') throw new GraphQlAuthenticationException(ACCOUNT_MESSAGES.invalidLogin);
}
