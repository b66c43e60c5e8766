import { type PriceValue } from '../../../lib/price/formatPrice';

interface CartLoyaltyFields {
  applied_reward_points?: { points: number; money: PriceValue } | null;
  applied_store_credit?: { applied_balance?: PriceValue | null } | null;
}

export interface AppliedLoyalty {
  /** The points the cart spends and what they take off the total; null when none. */
  rewardPoints: { points: number; money: PriceValue } | null;
  /** The store credit the cart spends; null when none. */
  storeCredit: PriceValue | null;
}

/** What reward points and store credit pay of a cart (Adobe Commerce's cart fields), as the totals list them. */
export function appliedLoyalty(cart: CartLoyaltyFields): AppliedLoyalty {
  const points = cart.applied_reward_points;
  const credit = cart.applied_store_credit?.applied_balance;
  return {
    rewardPoints: points && points.points > 0 ? { points: points.points, money: points.money } : null,
    // Magento answers 0 while credit is not applied (or nothing is left for it to pay).
    storeCredit: credit && (credit.value ?? 0) > 0 ? credit : null,
  };
}
