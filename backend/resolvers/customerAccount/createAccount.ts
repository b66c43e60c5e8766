import { confirmationLink, isConfirmationRequired, issueConfirmationKey } from '../../auth/accountConfirmation';
import { hashPassword } from '../../auth/password';
import { isPasswordSameAsEmail, PASSWORD_MESSAGES, passwordRule, passwordStrengthProblem } from '../../auth/passwordPolicy';
import { GraphQlInputException } from '../../errors';
import { DuplicateCustomerEmailError, findCustomer, insertCustomer, type CustomerRow } from '../../repositories/customerRepository';
import type { RequestContext } from '../../types';
import { profileFromInput, validateCustomerInput, type CustomerInputValue } from './customerInput';
import { ACCOUNT_MESSAGES } from './messages';
import { applySubscriptionChoice, isNewsletterActive } from './newsletterChoice';

/**
 * createCustomerV2 and the older createCustomer (CreateCustomerAccount): a new account in the
 * store's website. The password is optional, as in Magento (an account without one cannot sign in
 * until it is reset); when given it must pass Magento's rule. Nobody is signed in by it. When the
 * store asks new accounts to confirm their email, the account gets a confirmation key (its link printed).
 */
export async function createCustomerAccount(_parent: unknown, args: { input: CustomerInputValue }, ctx: RequestContext): Promise<{ customer: CustomerRow }> {
  if (!args.input || Object.keys(args.input).length === 0) throw new GraphQlInputException(ACCOUNT_MESSAGES.inputRequired);
  const input: CustomerInputValue = { ...args.input, ...(isNewsletterActive(ctx) ? {} : { is_subscribed: false }) };
  validateCustomerInput(input, true);
  const profile = profileFromInput(input);
  // validateCustomerInput refused a missing or empty email, first name and last name.
  const email = input.email as string;

  let passwordHash = '';
  if (typeof input.password === 'string') {
    const problem = passwordStrengthProblem(input.password, passwordRule(ctx.config));
    if (problem) throw new GraphQlInputException(problem);
    if (isPasswordSameAsEmail(input.password, email)) throw new GraphQlInputException(PASSWORD_MESSAGES.sameAsEmail);
    passwordHash = await hashPassword(input.password);
  }

  let customerId: number;
  try {
    customerId = insertCustomer(ctx.db, {
      ...profile,
      websiteId: ctx.store.websiteId,
      email,
      firstname: profile.firstname as string,
      lastname: profile.lastname as string,
      passwordHash,
    });
  } catch (error) {
    if (error instanceof DuplicateCustomerEmailError) throw new GraphQlInputException(ACCOUNT_MESSAGES.duplicateEmail);
    throw error;
  }
  if (typeof input.is_subscribed === 'boolean') applySubscriptionChoice(ctx, customerId, email, input.is_subscribed);
  if (isConfirmationRequired(ctx.config)) {
    const link = confirmationLink(ctx.baseUrl, issueConfirmationKey(ctx.db, customerId));
    ctx.log(`backend: account created for ${email} needs its email confirmed; the shop sends no email, open this link to confirm it: ${link}`);
  }
  return { customer: findCustomer(ctx.db, customerId) as CustomerRow };
}
