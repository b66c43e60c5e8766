import type { Resolvers } from '../../__generated__/resolvers';
import { createCustomerAccount } from './createAccount';
import { requestPasswordResetEmail, resetPassword } from './passwordReset';
import { generateCustomerToken, revokeCustomerToken } from './signIn';
import { changeCustomerPassword, updateCustomer, updateCustomerEmail } from './updateAccount';

// Magento's account mutations (CustomerGraphQl): signing in and out, signing up, the signed-in
// customer's name, email and password, and the reset-password flow. Messages: messages.ts.
export const customerAccountResolvers: Resolvers = {
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
  },
};
