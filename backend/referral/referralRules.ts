import type { ReferralCodeStatus } from '../__generated__/resolvers';
import type { RequestContext } from '../types';

/** Points paid when the friend's first order is paid, unless the store configures others. */
export const REFERRAL_POINTS_DEFAULTS = { referrer: 1000, friend: 500 } as const;
/** Rewards one referrer is paid in any 24 hours (referral/rewards/max_per_day) unless the store configures another number. */
export const REFERRER_REWARDS_PER_DAY_DEFAULT = 10;

export const REFERRAL_MESSAGES = {
  codeRequired: 'Enter a referral code.',
  INVALID: 'This referral code is not valid. Check it and try again.',
  OWN_CODE: 'This is your own referral code: share it with your friends instead.',
  ALREADY_USED: 'You have already used a referral code.',
  NOT_NEW_CUSTOMER: 'Referral codes are for new customers: this account has already placed an order.',
  // A reward paid when the code was used (referrals made before rewards waited for the first order).
  referrerReason: (friend: string) => `${friend} joined with your referral code`,
  // A reward promised, until the friend's first paid order.
  referrerPendingReason: (friend: string) => `${friend} joined with your referral code: yours when their first order is paid`,
  // Rewards paid on the friend's first paid order, and taken back when that order is canceled.
  referrerOrderReason: (friend: string) => `${friend} placed their first order with your referral code`,
  friendOrderReason: (referrer: string) => `Reward for your first order with ${referrer}'s referral code`,
  referrerReversedReason: (friend: string, order: string) => `Referral reward taken back: ${friend}'s first order #${order} was canceled`,
  friendReversedReason: (order: string) => `Referral reward taken back: your first order #${order} was canceled`,
} as const;

/** A whole positive number of points from the configuration, else the default. */
function configuredPoints(ctx: RequestContext, path: string, fallback: number): number {
  const value = Number(ctx.config(path));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function referralPoints(ctx: RequestContext): { referrer: number; friend: number } {
  return {
    referrer: configuredPoints(ctx, 'referral/points/referrer', REFERRAL_POINTS_DEFAULTS.referrer),
    friend: configuredPoints(ctx, 'referral/points/friend', REFERRAL_POINTS_DEFAULTS.friend),
  };
}

/** How a customer is shown to someone else: first name and the last name's initial ("Siti R."). */
export function maskedName(firstname: string, lastname: string): string {
  const first = firstname.trim();
  const initial = Array.from(lastname.trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** What is known about a code and who asks. */
export interface CodeFacts {
  ownerId: number | null;
  /** The signed-in customer, or null for a guest. */
  customerId: number | null;
  hasUsedCode: boolean;
  hasOrdered: boolean;
}

/** Whether the code can be used, and if not why (a guest can use any existing code once signed up). */
export function referralCodeStatus(facts: CodeFacts): ReferralCodeStatus {
  if (facts.ownerId === null) return 'INVALID';
  if (facts.customerId === null) return 'VALID';
  if (facts.ownerId === facts.customerId) return 'OWN_CODE';
  if (facts.hasUsedCode) return 'ALREADY_USED';
  if (facts.hasOrdered) return 'NOT_NEW_CUSTOMER';
  return 'VALID';
}
