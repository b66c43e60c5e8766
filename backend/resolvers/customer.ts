import type { CountryCodeEnum, CustomerAddressResolvers, CustomerResolvers, Resolvers } from '../__generated__/resolvers';
import { CUSTOMER_NOT_AUTHORIZED, GraphQlAuthorizationException, GraphQlNoSuchEntityException, __ } from '../errors';
import { listCustomerAddresses } from '../repositories/customerAddressRepository';
import { findCustomer, type CustomerRow } from '../repositories/customerRepository';
import type { RequestContext } from '../types';

// Magento's customer query (CustomerGraphQl): the account of the bearer token's customer and its
// address book. The orders of the account are Customer.orders (customerOrders.ts).

/** The signed-in customer's id; a guest (or a dead token, see RequestContext.customerId) is refused. */
export function signedInCustomerId(ctx: RequestContext): number {
  const customerId = ctx.customerId;
  if (customerId === null) throw new GraphQlAuthorizationException(CUSTOMER_NOT_AUTHORIZED);
  return customerId;
}

function customer(_parent: unknown, _args: unknown, ctx: RequestContext): CustomerRow {
  const customerId = signedInCustomerId(ctx);
  const row = findCustomer(ctx.db, customerId);
  if (!row) throw new GraphQlNoSuchEntityException(__('Customer with id "%1" does not exist.', customerId));
  return row;
}

const addressId = (id: number | null) => (id === null ? null : String(id));

const customerFields: CustomerResolvers = {
  // Magento leaves id (deprecated) null: the token says who the customer is.
  id: () => null,
  email: (row) => row.email,
  firstname: (row) => row.firstname,
  lastname: (row) => row.lastname,
  middlename: (row) => row.middlename,
  prefix: (row) => row.prefix,
  suffix: (row) => row.suffix,
  taxvat: (row) => row.taxvat,
  date_of_birth: (row) => row.date_of_birth,
  dob: (row) => row.date_of_birth,
  gender: (row) => row.gender,
  created_at: (row) => row.created_at,
  is_subscribed: (row) => row.is_subscribed === 1,
  default_billing: (row) => addressId(row.default_billing),
  default_shipping: (row) => addressId(row.default_shipping),
  addresses: (row, _args, ctx) => listCustomerAddresses(ctx.db, row.entity_id),
  // Magento lists the values of the user-defined customer attributes (filtered by attributeCodes);
  // the system ones are the fields above, and this shop defines no others.
  custom_attributes: () => [],
};

const customerAddressFields: CustomerAddressResolvers = {
  id: (address) => address.entity_id,
  firstname: (address) => address.firstname,
  lastname: (address) => address.lastname,
  middlename: (address) => address.middlename,
  prefix: (address) => address.prefix,
  suffix: (address) => address.suffix,
  company: (address) => address.company,
  street: (address) => address.street.split('\n'),
  city: (address) => address.city,
  region: (address) => ({ region: address.region, region_code: address.region_code, region_id: address.region_id }),
  region_id: (address) => address.region_id,
  postcode: (address) => address.postcode,
  country_code: (address) => address.country_id as CountryCodeEnum,
  country_id: (address) => address.country_id,
  telephone: (address) => address.telephone,
  fax: (address) => address.fax,
  vat_id: (address) => address.vat_id,
  default_billing: (address) => address.is_default_billing === 1,
  default_shipping: (address) => address.is_default_shipping === 1,
};

export const customerResolvers: Resolvers = {
  Query: { customer },
  Customer: customerFields,
  CustomerAddress: customerAddressFields,
};
