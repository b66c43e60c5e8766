import { bearerToken } from '../../context';
import { hashPassword } from '../../auth/password';
import { isPasswordSameAsEmail, PASSWORD_MESSAGES, passwordRule, passwordStrengthProblem } from '../../auth/passwordPolicy';
import { revokeOtherCustomerTokens } from '../../auth/tokens';
import { GraphQlAlreadyExistsException, GraphQlInputException, GraphQlNoSuchEntityException, __ } from '../../errors';
import { savePasswordHash } from '../../repositories/customerAuthRepository';
import {
  DuplicateCustomerEmailError,
  findCustomer,
  updateCustomerEmailAddress,
  updateCustomerProfile,
  type CustomerRow,
} from '../../repositories/customerRepository';
import type { RequestContext } from '../../types';
import { signedInCustomerId } from '../customer';
import { confirmCustomerPassword } from './accountPassword';
import { profileFromInput, validateCustomerInput, type CustomerInputValue } from './customerInput';
import { ACCOUNT_MESSAGES } from './messages';
import { applySubscriptionChoice } from './newsletterChoice';

function signedInCustomer(ctx: RequestContext): CustomerRow {
  const customerId = signedInCustomerId(ctx);
  const row = findCustomer(ctx.db, customerId);
  if (!row) throw new GraphQlNoSuchEntityException(__('Customer with id "%1" does not exist.', customerId));
  return row;
}

/**
 * UpdateCustomerAccount: a new email needs the current password (checked first, and counted when
 * wrong), then the data is validated and saved; is_subscribed switches the newsletter. Sending the
 * email the account already has changes nothing and needs no password, as in Magento.
 */
async function updateAccount(ctx: RequestContext, customer: CustomerRow, input: CustomerInputValue): Promise<{ customer: CustomerRow }> {
  const newEmail = typeof input.email === 'string' && input.email !== customer.email ? input.email : null;
  if (newEmail !== null) {
    if (!input.password) throw new GraphQlInputException(ACCOUNT_MESSAGES.passwordForEmailChange);
    await confirmCustomerPassword(ctx, customer.entity_id, input.password);
  }
  validateCustomerInput(input, false);
  const profile = profileFromInput(input);
  try {
    ctx.db.transaction(() => {
      updateCustomerProfile(ctx.db, customer.entity_id, profile);
      if (newEmail !== null) updateCustomerEmailAddress(ctx.db, customer.entity_id, newEmail);
    })();
  } catch (error) {
    if (error instanceof DuplicateCustomerEmailError) throw new GraphQlAlreadyExistsException(ACCOUNT_MESSAGES.duplicateEmail);
    throw error;
  }
  if (typeof input.is_subscribed === 'boolean') applySubscriptionChoice(ctx, customer.entity_id, newEmail ?? customer.email, input.is_subscribed);
  return { customer: findCustomer(ctx.db, customer.entity_id) as CustomerRow };
}

/** updateCustomerV2 (name, date of birth, gender, Tax/VAT, newsletter) and the older updateCustomer (which may also change the email). */
export async function updateCustomer(_parent: unknown, args: { input: CustomerInputValue }, ctx: RequestContext) {
  const customer = signedInCustomer(ctx);
  if (!args.input || Object.keys(args.input).length === 0) throw new GraphQlInputException(ACCOUNT_MESSAGES.inputRequired);
  return updateAccount(ctx, customer, args.input);
}

/** updateCustomerEmail: the new email, confirmed with the current password. */
export async function updateCustomerEmail(_parent: unknown, args: { email: string; password: string }, ctx: RequestContext) {
  const customer = signedInCustomer(ctx);
  if (!args.email || !args.password) throw new GraphQlInputException(ACCOUNT_MESSAGES.emailAndPasswordRequired);
  return updateAccount(ctx, customer, { email: args.email, password: args.password });
}

/**
 * changeCustomerPassword: the current password (counted when wrong), then Magento's rule for the new
 * one. The customer's other sessions end (Magento clears their sessions); this one goes on.
 */
export async function changeCustomerPassword(_parent: unknown, args: { currentPassword: string; newPassword: string }, ctx: RequestContext) {
  const customer = signedInCustomer(ctx);
  if (!args.currentPassword?.trim()) throw new GraphQlInputException(ACCOUNT_MESSAGES.currentPasswordRequired);
  if (!args.newPassword?.trim()) throw new GraphQlInputException(ACCOUNT_MESSAGES.newPasswordRequired);
  await confirmCustomerPassword(ctx, customer.entity_id, args.currentPassword);
  if (isPasswordSameAsEmail(args.newPassword, customer.email)) throw new GraphQlInputException(PASSWORD_MESSAGES.sameAsEmail);
  const problem = passwordStrengthProblem(args.newPassword, passwordRule(ctx.config));
  if (problem) throw new GraphQlInputException(problem);
  const passwordHash = await hashPassword(args.newPassword);
  ctx.db.transaction(() => {
    savePasswordHash(ctx.db, customer.entity_id, passwordHash);
    revokeOtherCustomerTokens(ctx.db, customer.entity_id, bearerToken(ctx.request));
  })();
  return findCustomer(ctx.db, customer.entity_id) as CustomerRow;
}
