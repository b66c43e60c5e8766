import type { MutationResolvers } from '../__generated__/resolvers';
import { findOrderByNumber } from '../checkout/orderView';
import { GraphQlInputException } from '../errors';
import { addOrderItemsToCart, type ReorderError } from '../orders/reorder';
import { REORDER_MESSAGES } from '../orders/reorderMessages';
import { storeToday } from '../storeDate';
import { customerCartOf } from './cart';
import { signedInCustomerId } from './customer';

/**
 * reorderItems (SalesGraphQl Resolver\Reorder): the signed-in customer's order, found by its
 * number in the request's store, goes back into their cart. Another customer's order and an
 * unknown number get the same refusal, so order numbers cannot be probed. Refused lines come back
 * in userInputErrors (path ["orderNumber"]) next to the cart.
 */
export const reorderItems: MutationResolvers['reorderItems'] = (_parent, args, ctx) => {
  const customerId = signedInCustomerId(ctx);
  const order = findOrderByNumber(ctx.db, ctx.store.id, args.orderNumber);
  if (!order || order.customer_id !== customerId) throw new GraphQlInputException(REORDER_MESSAGES.notCustomersOrder(args.orderNumber));
  const cart = customerCartOf(ctx, customerId);
  // sales/reorder/allow (Sales Helper\Reorder::isAllowed) is on unless the shop turns it off.
  const errors: ReorderError[] =
    ctx.config('sales/reorder/allow') === '0'
      ? [{ code: 'REORDER_NOT_AVAILABLE', message: REORDER_MESSAGES.notAllowed }]
      : addOrderItemsToCart(ctx.db, order.entity_id, cart.quote_id, storeToday(ctx));
  return { cart, userInputErrors: errors.map((error) => ({ ...error, path: ['orderNumber'] })) };
};
