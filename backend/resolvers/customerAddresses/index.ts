import type { Resolvers } from '../../__generated__/resolvers';
import { createCustomerAddress, deleteCustomerAddress, updateCustomerAddress } from './addressMutations';

// Magento's address book mutations (CustomerGraphQl). The addresses are read through
// Customer.addresses (resolvers/customer.ts). Messages: messages.ts.
export const customerAddressResolvers: Resolvers = {
  Mutation: { createCustomerAddress, updateCustomerAddress, deleteCustomerAddress },
};
