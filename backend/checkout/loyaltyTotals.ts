import { rewardPointsBalance } from '../repositories/rewardPointsRepository';
import { storeCreditBalance } from '../repositories/storeCreditRepository';
import type { Db } from '../types';
import { moneyPerPoint, storeCreditEnabled } from './loyaltyConfig';

// What reward points and store credit pay of a cart's total. Nothing of it is stored on the cart
// but that they are applied (014_loyalty): the amounts follow the total and the balances whenever
// the cart is read, so a changed cart (items, coupon, shipping) never uses more than it costs.

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface LoyaltyTotals {
  /** Points spent and their money value (base currency); null when the cart applies none. */
  rewardPoints: { points: number; amount: number } | null;
  /** Store credit spent (base currency); null when the cart applies none. */
  storeCredit: { amount: number } | null;
  /** What is left to pay. */
  grandTotal: number;
}

/** Balances a cart may spend; null where it does not apply that kind. */
export interface LoyaltyBalances {
  points: number | null;
  credit: number | null;
}

/**
 * Points first, then credit, as Adobe Commerce collects them: as many whole points as cover the
 * total (rounded up, worth the total then) or the whole balance when it covers less; then credit
 * for what is left. Never more than the total or a balance.
 */
export function redeem(total: number, rupiahPerPoint: number, balances: LoyaltyBalances): LoyaltyTotals {
  let left = round2(Math.max(0, total));
  let rewardPoints: LoyaltyTotals['rewardPoints'] = null;
  if (balances.points !== null) {
    // The epsilon keeps float noise (0.07 / 0.01 = 7.000000000000001) from costing a point.
    const needed = left > 0 ? Math.ceil(left / rupiahPerPoint - 1e-9) : 0;
    const points = Math.min(Math.max(0, Math.floor(balances.points)), needed);
    const amount = round2(Math.min(points * rupiahPerPoint, left));
    left = round2(left - amount);
    rewardPoints = { points, amount };
  }
  let storeCredit: LoyaltyTotals['storeCredit'] = null;
  if (balances.credit !== null) {
    const amount = round2(Math.min(Math.max(0, balances.credit), left));
    left = round2(left - amount);
    storeCredit = { amount };
  }
  return { rewardPoints, storeCredit, grandTotal: left };
}

/** What a cart applies, with the balances its customer had when applying them. */
export interface CartLoyalty {
  store_id: number;
  customer_id: number | null;
  applied_reward_points_balance: number | null;
  applied_store_credit_balance: number | null;
}

export function loadCartLoyalty(db: Db, quoteId: number): CartLoyalty {
  return db
    .prepare('SELECT store_id, customer_id, applied_reward_points_balance, applied_store_credit_balance FROM quotes WHERE quote_id = ?')
    .get(quoteId) as CartLoyalty;
}

/** The customer's balances now, of what the cart applies (credit only while store credit is enabled). */
export function currentBalances(db: Db, cart: CartLoyalty): LoyaltyBalances {
  const customerId = cart.customer_id;
  if (customerId === null) return { points: null, credit: null };
  return {
    points: cart.applied_reward_points_balance === null ? null : rewardPointsBalance(db, customerId),
    credit: cart.applied_store_credit_balance === null || !storeCreditEnabled(db, cart.store_id) ? null : storeCreditBalance(db, customerId),
  };
}

/** What points and credit pay of `total` (the cart's total after discounts and shipping) with today's balances. */
export function cartLoyaltyTotals(db: Db, quoteId: number, total: number): LoyaltyTotals {
  const cart = loadCartLoyalty(db, quoteId);
  return redeem(total, moneyPerPoint(db, cart.store_id), currentBalances(db, cart));
}
