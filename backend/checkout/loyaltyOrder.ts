import { spendRewardPoints } from '../repositories/rewardPointsRepository';
import { spendStoreCredit } from '../repositories/storeCreditRepository';
import type { Db } from '../types';
import { moneyPerPoint } from './loyaltyConfig';
import { loadCartLoyalty, redeem, type LoyaltyTotals } from './loyaltyTotals';

// Placing an order that spends reward points or store credit (placeOrder.ts runs these inside its
// transaction): the balances must still cover what the customer applied, and are then debited.

// Adobe Commerce's messages (Magento_Reward balance validator, Magento_CustomerBalance observer).
export const NOT_ENOUGH_REWARD_POINTS = "You don't have enough reward points to pay for this purchase.";
export const NOT_ENOUGH_STORE_CREDIT = 'You do not have enough store credit to complete this order.';

/**
 * Why the order cannot be placed as the customer saw it, or null: the points or credit the cart
 * would use with the balances the customer had when applying them exceed what it can use now
 * (another tab spent them). `totals` are the cart's totals with today's balances.
 */
export function loyaltyShortfall(db: Db, quoteId: number, totalBeforeLoyalty: number, totals: LoyaltyTotals): string | null {
  const cart = loadCartLoyalty(db, quoteId);
  const expected = redeem(totalBeforeLoyalty, moneyPerPoint(db, cart.store_id), {
    points: cart.applied_reward_points_balance,
    credit: totals.storeCredit ? cart.applied_store_credit_balance : null,
  });
  if ((totals.rewardPoints?.points ?? 0) < (expected.rewardPoints?.points ?? 0)) return NOT_ENOUGH_REWARD_POINTS;
  if ((totals.storeCredit?.amount ?? 0) < (expected.storeCredit?.amount ?? 0) - 0.005) return NOT_ENOUGH_STORE_CREDIT;
  return null;
}

/** Debits the points and credit the order used, each with its history row; returns why it could not, or null. */
export function spendOnOrder(db: Db, order: { customerId: number; orderId: number; incrementId: string; at: string }, totals: LoyaltyTotals): string | null {
  const { customerId, orderId, at } = order;
  const points = totals.rewardPoints?.points ?? 0;
  if (points > 0 && !spendRewardPoints(db, { customerId, points, reason: `Points redeemed on order #${order.incrementId}`, orderId, at })) {
    return NOT_ENOUGH_REWARD_POINTS;
  }
  const credit = totals.storeCredit?.amount ?? 0;
  if (credit > 0 && !spendStoreCredit(db, { customerId, amount: credit, comment: `Used on order #${order.incrementId}`, orderId, at })) {
    return NOT_ENOUGH_STORE_CREDIT;
  }
  return null;
}
