import type { MutationResolvers, Resolvers, StoreConfigResolvers } from '../__generated__/resolvers';
import { findOrder } from '../checkout/orderView';
import { GraphQlInputException } from '../errors';
import { cancelCustomerOrder, ORDER_CANCELLATION_MESSAGES } from '../orders/cancelOrder';
import { cancellationReasons, isOrderCancellationEnabled } from '../orders/orderCancellationConfig';
import { idFromUid } from '../repositories/catalog/ids';
import { signedInCustomerId } from './customer';

// Magento's cancelOrder mutation and the StoreConfig fields that say whether and why customers
// may cancel (schema/orderCancellation.graphql).

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** The order's entity id from CustomerOrder.id (base64) or, as Magento 2.4.7 took it, the plain number; null when neither. */
function orderEntityId(id: string): number | null {
  const value = id.trim();
  const fromUid = idFromUid(value);
  if (fromUid) return fromUid;
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

const cancelOrder: MutationResolvers['cancelOrder'] = (_parent, { input }, ctx) => {
  const customerId = signedInCustomerId(ctx);
  const orderId = orderEntityId(input.order_id);
  if (!orderId) throw new GraphQlInputException(ORDER_CANCELLATION_MESSAGES.requiredParameter('order_id'));
  if (!input.reason.trim()) throw new GraphQlInputException(ORDER_CANCELLATION_MESSAGES.requiredParameter('reason'));
  const outcome = cancelCustomerOrder(ctx.db, { orderId, customerId, reason: input.reason, at: now() });
  if (outcome.canceled) return { error: null, order: findOrder(ctx.db, orderId) };
  return { error: outcome.error, order: outcome.showOrder ? findOrder(ctx.db, orderId) : null };
};

const storeConfigFields: StoreConfigResolvers = {
  order_cancellation_enabled: (config, _args, ctx) => isOrderCancellationEnabled(ctx.db, Number(config.id)),
  order_cancellation_reasons: (config, _args, ctx) => cancellationReasons(ctx.db, Number(config.id)).map((description) => ({ description })),
};

export const orderCancellationResolvers: Resolvers = {
  Mutation: { cancelOrder },
  StoreConfig: storeConfigFields,
};
