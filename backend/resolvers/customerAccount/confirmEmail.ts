import type { CustomerResolvers, MutationResolvers } from '../../__generated__/resolvers';
import { awaitsConfirmation, confirmAccount, isConfirmationRequired } from '../../auth/accountConfirmation';
import { isValidEmail } from '../../auth/email';
import { GraphQlAuthenticationException, GraphQlInputException } from '../../errors';
import { findCustomer, findCustomerIdByEmail, type CustomerRow } from '../../repositories/customerRepository';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * confirmEmail (ConfirmEmail, AccountManagement::activate): the email and the key of the printed
 * verification link confirm the account of the store's website; no token is needed. An account
 * already confirmed is refused before the key is looked at, as in Magento.
 */
export const confirmEmail: MutationResolvers['confirmEmail'] = (_parent, args, ctx) => {
  const { email, confirmation_key: key } = args.input;
  if (!isValidEmail(email)) throw new GraphQlInputException(ACCOUNT_MESSAGES.confirmEmailInvalid);
  const customerId = findCustomerIdByEmail(ctx.db, ctx.store.websiteId, email);
  if (customerId === null) throw new GraphQlInputException(ACCOUNT_MESSAGES.confirmationFailed);
  const result = confirmAccount(ctx.db, customerId, key);
  if (result === 'already-active') throw new GraphQlInputException(ACCOUNT_MESSAGES.alreadyActive);
  if (result === 'mismatch') throw new GraphQlInputException(ACCOUNT_MESSAGES.confirmationKeyInvalid);
  return { customer: findCustomer(ctx.db, customerId) as CustomerRow };
};

/**
 * Customer.confirmation_status (AccountManagement::getConfirmationStatus). Magento's enum has no
 * value for an account still waiting; such an account is refused as GetCustomer refuses it.
 */
export const confirmationStatus: CustomerResolvers['confirmation_status'] = (customer: CustomerRow, _args, ctx) => {
  if (!isConfirmationRequired(ctx.config)) return 'ACCOUNT_CONFIRMATION_NOT_REQUIRED';
  if (awaitsConfirmation(ctx.db, customer.entity_id)) throw new GraphQlAuthenticationException(ACCOUNT_MESSAGES.notConfirmed);
  return 'ACCOUNT_CONFIRMED';
};
