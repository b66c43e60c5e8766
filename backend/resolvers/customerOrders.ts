import type { CustomerResolvers, FilterStringTypeInput, Resolvers } from '../__generated__/resolvers';
import { countCustomerOrders, listCustomerOrders, type CustomerOrderSearch } from '../checkout/orderView';
import { GraphQlInputException } from '../errors';
import { signedInCustomerId } from './customer';

// Magento's Customer.orders (SalesGraphQl CustomerOrders): the token's customer's orders, never
// anyone else's, each a full CustomerOrder (orders.ts).

export const CURRENT_PAGE_TOO_SMALL = 'currentPage value must be greater than 0.';
export const PAGE_SIZE_TOO_SMALL = 'pageSize value must be greater than 0.';

/** The conditions given (null ones left out, as if not written); an empty `in` lists nothing. */
function numberConditions(filter: FilterStringTypeInput | null | undefined): CustomerOrderSearch['number'] {
  const number: CustomerOrderSearch['number'] = {};
  if (filter?.eq != null) number.eq = filter.eq;
  if (filter?.in != null) number.in = filter.in.filter((value): value is string => value != null);
  if (filter?.match != null) number.match = filter.match;
  return number;
}

const orders: CustomerResolvers['orders'] = (_customer, args, ctx) => {
  const customerId = signedInCustomerId(ctx);
  // As Magento (PHP compares null as below 1), an explicit null is refused like 0.
  const currentPage = args.currentPage ?? 0;
  const pageSize = args.pageSize ?? 0;
  if (currentPage < 1) throw new GraphQlInputException(CURRENT_PAGE_TOO_SMALL);
  if (pageSize < 1) throw new GraphQlInputException(PAGE_SIZE_TOO_SMALL);

  const search: CustomerOrderSearch = {
    customerId,
    storeId: ctx.store.id,
    scope: args.scope ?? null,
    number: numberConditions(args.filter?.number),
    sort: args.sort ? { field: args.sort.sort_field, direction: args.sort.sort_direction } : null,
  };
  const total = countCustomerOrders(ctx.db, search);
  // Magento's collection answers a page past the end with its last page (page 1 when there is none).
  const page = Math.min(currentPage, Math.max(1, Math.ceil(total / pageSize)));
  const items = total ? listCustomerOrders(ctx.db, search, { limit: pageSize, offset: (page - 1) * pageSize }) : [];
  return {
    items,
    total_count: total,
    page_info: { current_page: page, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
  };
};

export const customerOrderResolvers: Resolvers = {
  Customer: { orders },
};
