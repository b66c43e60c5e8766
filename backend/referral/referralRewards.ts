import {
  countReferrerRewardsSince,
  findPendingReferral,
  findReferralPaidByOrder,
  reverseReferralRewards,
  settleReferralRewards,
} from '../repositories/referralRepository';
import { earnRewardPoints, takeBackRewardPoints } from '../repositories/rewardPointsRepository';
import { configValue } from '../repositories/storeRepository';
import { maskedName, REFERRAL_MESSAGES, REFERRER_REWARDS_PER_DAY_DEFAULT } from '../referral/referralRules';
import type { Db } from '../types';

// Referral rewards follow the friend's FIRST PAID ORDER (schema/extensions/referral.graphql): paid
// when an order of theirs with something to pay (a grand total above zero) is invoiced, taken back
// when that order is canceled. Placing an order pays nothing until it is paid (an unpaid transfer
// that expires paid nothing), and an order that costs nothing (a free sample, or points and credit
// covering all of it) neither pays nor uses up the reward: the friend's next paid order does.
// Using a code pays nothing, so accounts made only to use a code earn nothing; a referrer is paid
// at most referral/rewards/max_per_day rewards in any 24 hours, and a reward over that cap is
// skipped for good (never paid later).

/** The order that may settle a referral: paid (or canceled) at `at`, "YYYY-MM-DD HH:MM:SS" UTC. */
export interface ReferralOrder {
  customerId: number;
  orderId: number;
  incrementId: string;
  storeId: number;
  at: string;
}

const DAY_MS = 86_400_000;
const minusOneDay = (at: string) => new Date(Date.parse(`${at.replace(' ', 'T')}Z`) - DAY_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The store's cap on one referrer's rewards per 24 hours: a whole number (0 pays referrers nothing), else the default. */
export function referrerRewardsPerDay(db: Db, storeId: number): number {
  const value = configValue(db, storeId, 'referral/rewards/max_per_day');
  const cap = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(cap) && cap >= 0 ? cap : REFERRER_REWARDS_PER_DAY_DEFAULT;
}

/**
 * Runs inside the invoice's transaction (orders/invoiceOrder.ts): when the order has something to
 * pay (base grand total) and the customer's referral still waits for their first paid order, pays
 * the friend's reward and the referrer's (or skips the referrer's when the cap is reached). Any
 * later paid order finds nothing pending.
 */
export function rewardReferralOnPaidOrder(db: Db, order: ReferralOrder & { grandTotal: number }): void {
  if (!(order.grandTotal > 0)) return;
  const referral = findPendingReferral(db, order.customerId);
  if (!referral) return;
  const paidToday = countReferrerRewardsSince(db, referral.referrer_id, minusOneDay(order.at));
  const referrer = paidToday < referrerRewardsPerDay(db, order.storeId) ? 'granted' : 'skipped';
  if (!settleReferralRewards(db, referral.referral_id, { referrer, orderId: order.orderId, at: order.at })) return;
  const friendName = maskedName(referral.friend_firstname, referral.friend_lastname);
  const referrerName = maskedName(referral.referrer_firstname, referral.referrer_lastname);
  const { orderId, at } = order;
  earnRewardPoints(db, { customerId: referral.friend_id, points: referral.friend_points, reason: REFERRAL_MESSAGES.friendOrderReason(referrerName), orderId, at });
  if (referrer === 'granted') {
    earnRewardPoints(db, { customerId: referral.referrer_id, points: referral.referrer_points, reason: REFERRAL_MESSAGES.referrerOrderReason(friendName), orderId, at });
  }
}

/** Runs inside an order's cancellation: takes back the rewards the order paid, each with its history line. */
export function reverseReferralRewardsOfOrder(db: Db, order: Omit<ReferralOrder, 'customerId' | 'storeId'>): void {
  const referral = findReferralPaidByOrder(db, order.orderId);
  if (!referral) return;
  const { orderId, at, incrementId } = order;
  if (referral.friend_reward === 'granted') {
    takeBackRewardPoints(db, { customerId: referral.friend_id, points: referral.friend_points, reason: REFERRAL_MESSAGES.friendReversedReason(incrementId), orderId, at });
  }
  if (referral.referrer_reward === 'granted') {
    const friendName = maskedName(referral.friend_firstname, referral.friend_lastname);
    takeBackRewardPoints(db, {
      customerId: referral.referrer_id,
      points: referral.referrer_points,
      reason: REFERRAL_MESSAGES.referrerReversedReason(friendName, incrementId),
      orderId,
      at,
    });
  }
  reverseReferralRewards(db, referral.referral_id);
}
