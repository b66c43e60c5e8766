import type { Resolvers } from '../../__generated__/resolvers';
import { confirmationStatus, confirmEmail } from './confirmEmail';
import { createCustomerAccount } from './createAccount';
import { isEmailAvailable } from './isEmailAvailable';
import { requestPasswordResetEmail, resetPassword } from './passwordReset';
import { generateCustomerToken, revokeCustomerToken } from './signIn';
import { changeCustomerPassword, updateCustomer, updateCustomerEmail } from './updateAccount';

// Magento's account mutations (CustomerGraphQl): signing in and out, signing up, the signed-in
// customer's name, email and password, the reset-password flow and confirming a new account's
// email. Messages: messages.ts.
export const customerAccountResolvers: Resolvers = {
  Query: { isEmailAvailable },
  Mutation: {
    generateCustomerToken,
    revokeCustomerToken,
    createCustomer: createCustomerAccount,
    createCustomerV2: createCustomerAccount,
    updateCustomer,
    updateCustomerV2: updateCustomer,
    updateCustomerEmail,
    changeCustomerPassword,
    requestPasswordResetEmail,
    resetPassword,
    confirmEmail,
  },
  Customer: { confirmation_status: confirmationStatus },
};
