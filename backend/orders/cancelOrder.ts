import { reverseReferralRewardsOfOrder } from '../referral/referralRewards';
import {
  addOrderComment,
  cancelOpenQuantities,
  expireDownloadableLinks,
  findOrderState,
  hasShippedAnything,
  returnOrderStock,
  setOrderStatus,
  voidLabTestVouchers,
  type OrderState,
} from '../repositories/orderCancellationRepository';
import { earnRewardPoints } from '../repositories/rewardPointsRepository';
import { revertStoreCredit } from '../repositories/storeCreditRepository';
import { giveBackOrderRuleUses } from '../salesRule/orderRuleUses';
import type { Db } from '../types';
import { cancellationReasons, isOrderCancellationEnabled } from './orderCancellationConfig';
import { isOrderPaid, refundWholeOrder } from './salesDocuments';

// A customer cancelling their own order (Magento 2.4.7's OrderCancellation + OrderCancellationGraphQl):
// the checks in Magento's order, then everything the order took is given back in one transaction.

export const ORDER_CANCELLATION_MESSAGES = {
  // OrderCancellationGraphQl\Model\ValidateRequest (graphql-input).
  requiredParameter: (field: 'order_id' | 'reason') => `Required parameter "${field}" is missing or incorrect.`,
  // Sales\Model\OrderRepository::get, which the resolver answers as `error`.
  notFound: "The entity that was requested doesn't exist. Verify the entity and try again.",
  // Resolver\CancelOrder (2.4.7): `error`.
  notOwner: 'Current user is not authorized to cancel this order',
  notCancellable: 'Order already closed, complete, cancelled or on hold',
  disabled: 'Order cancellation is not enabled for requested store.',
  // Validator\ValidateOrder and ValidateOrderCancellationReason (2.4.8): `error`.
  shipped: 'Order with one or more items shipped cannot be cancelled',
  reasonInvalid: 'Order cancellation reason is invalid.',
} as const;

/** OrderCancellation\Model\CustomerCanCancel: the states a customer cannot cancel. */
const NOT_CANCELLABLE_STATES = new Set(['closed', 'canceled', 'holded', 'complete']);

export type CancelOutcome = { canceled: true } | { canceled: false; error: string; showOrder: boolean };

const refused = (error: string, showOrder: boolean): CancelOutcome => ({ canceled: false, error, showOrder });

/** The configured reason the customer chose (any letter case), or null. */
function chosenReason(db: Db, storeId: number, reason: string): string | null {
  const wanted = reason.trim().toLowerCase();
  return cancellationReasons(db, storeId).find((candidate) => candidate.toLowerCase() === wanted) ?? null;
}

/** The status-history comment a cancellation writes: the customer's reason (kept off the storefront), or the shop's word to the customer. */
export interface CancellationComment {
  text: string;
  visibleOnFront: boolean;
}

/**
 * Cancels the order and gives back what it took: its units to stock, the reward points and store
 * credit it spent (Adobe Commerce returns them on cancellation), its unused lab-test vouchers and
 * bought links, the referral rewards it paid and its uses of coupons and cart price rules
 * (Magento's CouponUsagesDecrement). A paid (invoiced) order is refunded with a credit memo of
 * everything invoiced, which closes it as Magento's CancelOrder does; an unpaid order is canceled.
 * Runs inside the caller's transaction; false (nothing written) when the order's status changed
 * since it was read.
 */
export function cancelAndGiveBack(db: Db, order: OrderState, comment: CancellationComment, at: string): boolean {
  const refunded = isOrderPaid(db, order.entity_id);
  if (!setOrderStatus(db, order.entity_id, { from: order.status, to: refunded ? 'closed' : 'canceled', at })) return false;
  if (refunded) refundWholeOrder(db, order.entity_id, at);
  cancelOpenQuantities(db, order.entity_id);
  returnOrderStock(db, order);
  voidLabTestVouchers(db, order.entity_id);
  expireDownloadableLinks(db, order.entity_id, at);
  const { entity_id: orderId, increment_id: number, customer_id: customerId } = order;
  if (customerId !== null && order.reward_points_used > 0) {
    earnRewardPoints(db, { customerId, points: order.reward_points_used, reason: `Points returned: order #${number} was canceled`, orderId, at });
  }
  if (customerId !== null && order.store_credit_used > 0) {
    revertStoreCredit(db, { customerId, amount: order.store_credit_used, comment: `Order #${number} was canceled`, orderId, at });
  }
  reverseReferralRewardsOfOrder(db, { orderId, incrementId: number, at });
  giveBackOrderRuleUses(db, order);
  addOrderComment(db, orderId, comment.text, at, comment.visibleOnFront);
  return true;
}

/** Cancels the customer's order, or says why not (as Magento's resolver does, in `error`). */
export function cancelCustomerOrder(db: Db, request: { orderId: number; customerId: number; reason: string; at: string }): CancelOutcome {
  return db
    .transaction((): CancelOutcome => {
      const order = findOrderState(db, request.orderId);
      if (!order) return refused(ORDER_CANCELLATION_MESSAGES.notFound, false);
      if (order.customer_id !== request.customerId) return refused(ORDER_CANCELLATION_MESSAGES.notOwner, false);
      if (NOT_CANCELLABLE_STATES.has(order.state)) return refused(ORDER_CANCELLATION_MESSAGES.notCancellable, true);
      if (!isOrderCancellationEnabled(db, order.store_id)) return refused(ORDER_CANCELLATION_MESSAGES.disabled, false);
      if (hasShippedAnything(db, order.entity_id)) return refused(ORDER_CANCELLATION_MESSAGES.shipped, true);
      const reason = chosenReason(db, order.store_id, request.reason);
      if (!reason) return refused(ORDER_CANCELLATION_MESSAGES.reasonInvalid, true);
      const canceled = cancelAndGiveBack(db, order, { text: reason, visibleOnFront: false }, request.at);
      return canceled ? { canceled: true } : refused(ORDER_CANCELLATION_MESSAGES.notCancellable, true);
    })
    .immediate();
}
