import type { CustomerResolvers, QueryResolvers, Resolvers } from '../../__generated__/resolvers';
import { GraphQlInputException } from '../../errors';
import { findCustomerCompareList } from '../../repositories/compareListRepository';
import type { CustomerRow } from '../../repositories/customerRepository';
import type { RequestContext } from '../../types';
import { ownedCompareList } from './compareListAccess';
import {
  addProductsToCompareList,
  assignCompareListToCustomer,
  createCompareListMutation,
  deleteCompareListMutation,
  removeProductsFromCompareList,
} from './compareListMutations';
import { compareListValue } from './compareListValue';
import { COMPARE_LIST_MESSAGES } from './messages';

// Magento's CompareListGraphQl: compare lists for guests (by uid) and customers (their one list,
// also Customer.compare_list). The customer query has already refused a guest or a dead token.

/** The list the uid names, if it is the caller's; null for a guest naming no list. */
const compareList: QueryResolvers['compareList'] = (_parent, args, ctx) => {
  if (!args.uid) throw new GraphQlInputException(COMPARE_LIST_MESSAGES.uidRequired);
  const list = ownedCompareList(ctx, args.uid, ctx.customerId);
  return list ? compareListValue(ctx.db, list) : null;
};

const customerFields: CustomerResolvers = {
  compare_list: (customer: CustomerRow, _args: unknown, ctx: RequestContext) => {
    const list = findCustomerCompareList(ctx.db, customer.entity_id);
    return list ? compareListValue(ctx.db, list) : null;
  },
};

export const compareListResolvers: Resolvers = {
  Query: { compareList },
  Mutation: {
    createCompareList: createCompareListMutation,
    addProductsToCompareList,
    removeProductsFromCompareList,
    deleteCompareList: deleteCompareListMutation,
    assignCompareListToCustomer,
  },
  Customer: customerFields,
};
