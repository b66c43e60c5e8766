import type { CustomerAddressInput, MutationResolvers } from '../../__generated__/resolvers';
import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException } from '../../errors';
import {
  deleteCustomerAddress as deleteAddressRow,
  findCustomerAddress,
  insertCustomerAddress,
  setDefaultAddress,
  updateCustomerAddress as updateAddressRow,
  type CustomerAddressRow,
} from '../../repositories/customerAddressRepository';
import type { RequestContext } from '../../types';
import { signedInCustomerId } from '../customer';
import { addressRules, missingOnCreate, missingOnUpdate } from './addressRules';
import { addressValues } from './addressValues';
import { ADDRESS_MESSAGES } from './messages';

// Magento's createCustomerAddress, updateCustomerAddress and deleteCustomerAddress: the signed-in
// customer's address book only. Checks run in Magento's order: the token, the arguments, the
// address's owner, the required attributes, the region, then the repository's own checks.

/** GetCustomerAddress: the address must exist and be the customer's. */
function ownAddress(ctx: RequestContext, addressId: number, customerId: number): CustomerAddressRow {
  const address = findCustomerAddress(ctx.db, addressId);
  if (!address) throw new GraphQlNoSuchEntityException(ADDRESS_MESSAGES.notFound(addressId));
  if (address.customer_id !== customerId) throw new GraphQlAuthorizationException(ADDRESS_MESSAGES.notOwned(addressId));
  return address;
}

const isEmptyInput = (input: CustomerAddressInput | null | undefined) => !input || Object.keys(input).length === 0;

/**
 * The address's default flags (Customer\Model\ResourceModel\Address\Relation): true makes it the
 * customer's default; false on the address that is the default leaves the customer without one.
 */
function applyDefaults(ctx: RequestContext, customerId: number, addressId: number, input: CustomerAddressInput, before: CustomerAddressRow | null): void {
  const flags = [
    ['billing', input.default_billing, before?.is_default_billing === 1],
    ['shipping', input.default_shipping, before?.is_default_shipping === 1],
  ] as const;
  for (const [kind, wanted, wasDefault] of flags) {
    if (wanted === true) setDefaultAddress(ctx.db, customerId, kind, addressId);
    else if (wanted === false && wasDefault) setDefaultAddress(ctx.db, customerId, kind, null);
  }
}

export const createCustomerAddress: MutationResolvers['createCustomerAddress'] = (_parent, args, ctx) => {
  const customerId = signedInCustomerId(ctx);
  if (isEmptyInput(args.input)) throw new GraphQlInputException(ADDRESS_MESSAGES.createInputRequired);
  const rules = addressRules(ctx);
  const missing = missingOnCreate(args.input, rules);
  if (missing.length) throw new GraphQlInputException(ADDRESS_MESSAGES.requiredMissing(missing));
  const values = addressValues(ctx.db, rules, null, args.input);
  const addressId = ctx.db.transaction(() => {
    const id = insertCustomerAddress(ctx.db, customerId, values);
    applyDefaults(ctx, customerId, id, args.input, null);
    return id;
  })();
  return findCustomerAddress(ctx.db, addressId);
};

export const updateCustomerAddress: MutationResolvers['updateCustomerAddress'] = (_parent, args, ctx) => {
  const customerId = signedInCustomerId(ctx);
  if (!args.id) throw new GraphQlInputException(ADDRESS_MESSAGES.updateIdRequired);
  const input = args.input;
  if (!input || isEmptyInput(input)) throw new GraphQlInputException(ADDRESS_MESSAGES.updateInputRequired);
  const saved = ownAddress(ctx, args.id, customerId);
  const rules = addressRules(ctx);
  const missing = missingOnUpdate(input, rules);
  if (missing.length) throw new GraphQlInputException(ADDRESS_MESSAGES.requiredMissing(missing));
  const values = addressValues(ctx.db, rules, saved, input);
  ctx.db.transaction(() => {
    updateAddressRow(ctx.db, saved.entity_id, values);
    applyDefaults(ctx, customerId, saved.entity_id, input, saved);
  })();
  return findCustomerAddress(ctx.db, saved.entity_id);
};

/** Magento refuses to delete the default billing or shipping address (billing is checked first). */
export const deleteCustomerAddress: MutationResolvers['deleteCustomerAddress'] = (_parent, args, ctx) => {
  const customerId = signedInCustomerId(ctx);
  if (!args.id) throw new GraphQlInputException(ADDRESS_MESSAGES.deleteIdRequired);
  const address = ownAddress(ctx, args.id, customerId);
  if (address.is_default_billing) throw new GraphQlInputException(ADDRESS_MESSAGES.deleteDefaultBilling(address.entity_id));
  if (address.is_default_shipping) throw new GraphQlInputException(ADDRESS_MESSAGES.deleteDefaultShipping(address.entity_id));
  deleteAddressRow(ctx.db, address.entity_id);
  return true;
};
