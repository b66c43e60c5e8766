import type { MutationResolvers } from '../../__generated__/resolvers';
import { GraphQlInputException } from '../../errors';
import {
  addCompareListProducts,
  compareListProductIds,
  createCompareList,
  deleteCompareList,
  findCustomerCompareList,
  removeCompareListProducts,
  setCompareListCustomer,
} from '../../repositories/compareListRepository';
import { compareListValue } from './compareListValue';
import { mutatedCompareList, ownedCompareList, productIds } from './compareListAccess';
import { COMPARE_LIST_MESSAGES } from './messages';

// Magento's CreateCompareList, AddProductsToCompareList, RemoveProductsFromCompareList,
// DeleteCompareList and AssignCompareListToCustomer resolvers. Unknown product ids are passed
// over, as Magento does; each answer is the list as it is afterwards.

/** A guest gets a new list; a customer's products go into their one list, made when they have none. */
export const createCompareListMutation: MutationResolvers['createCompareList'] = (_parent, args, ctx) => {
  const customerId = ctx.customerId;
  const products = productIds(args.input?.products);
  const list = ctx.db.transaction(() => {
    const target = (customerId !== null && findCustomerCompareList(ctx.db, customerId)) || createCompareList(ctx.db, customerId);
    addCompareListProducts(ctx.db, target.list_id, products, ctx.store.id);
    return target;
  })();
  return compareListValue(ctx.db, list);
};

export const addProductsToCompareList: MutationResolvers['addProductsToCompareList'] = (_parent, args, ctx) => {
  const list = mutatedCompareList(ctx, args.input?.uid ?? '');
  addCompareListProducts(ctx.db, list.list_id, productIds(args.input?.products), ctx.store.id);
  return compareListValue(ctx.db, list);
};

export const removeProductsFromCompareList: MutationResolvers['removeProductsFromCompareList'] = (_parent, args, ctx) => {
  const list = mutatedCompareList(ctx, args.input?.uid ?? '');
  removeCompareListProducts(ctx.db, list.list_id, productIds(args.input?.products));
  return compareListValue(ctx.db, list);
};

/** result false when a guest names no list; the caller's list is deleted with its items. */
export const deleteCompareListMutation: MutationResolvers['deleteCompareList'] = (_parent, args, ctx) => {
  if (!args.uid) throw new GraphQlInputException(COMPARE_LIST_MESSAGES.uidRequired);
  const list = ownedCompareList(ctx, args.uid, ctx.customerId);
  if (!list) return { result: false };
  deleteCompareList(ctx.db, list.list_id);
  return { result: true };
};

/**
 * A guest's list becomes the signed-in customer's (Magento's SetCustomerToCompareList): a customer
 * who already has a list gets the guest list's products added to it and the guest list is
 * deleted; otherwise the guest list is theirs from now on. A list someone owns is refused; a uid
 * naming no list answers result false.
 */
export const assignCompareListToCustomer: MutationResolvers['assignCompareListToCustomer'] = (_parent, args, ctx) => {
  if (!args.uid) throw new GraphQlInputException(COMPARE_LIST_MESSAGES.uidRequired);
  const customerId = ctx.customerId;
  if (customerId === null) throw new GraphQlInputException(COMPARE_LIST_MESSAGES.guestAssign);
  const guestList = ownedCompareList(ctx, args.uid, null);
  if (!guestList) return { result: false, compare_list: null };
  const assigned = ctx.db.transaction(() => {
    const customerList = findCustomerCompareList(ctx.db, customerId);
    if (!customerList) {
      setCompareListCustomer(ctx.db, guestList.list_id, customerId);
      return { ...guestList, customer_id: customerId };
    }
    addCompareListProducts(ctx.db, customerList.list_id, compareListProductIds(ctx.db, guestList.list_id), ctx.store.id);
    deleteCompareList(ctx.db, guestList.list_id);
    return customerList;
  })();
  return { result: true, compare_list: compareListValue(ctx.db, assigned) };
};
