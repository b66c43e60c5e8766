import type { CartResolvers, CustomerResolvers, MutationResolvers, Resolvers } from '../__generated__/resolvers';
import { moneyPerPoint, rewardRates } from '../checkout/loyaltyConfig';
import { CUSTOMER_NOT_AUTHORIZED, GraphQlInputException } from '../errors';
import { reloadCart } from '../repositories/cart/cartRepository';
import { listRewardPointsHistory, rewardPointsBalance, setCartRewardPoints } from '../repositories/rewardPointsRepository';
import type { RequestContext } from '../types';
import { loyaltyOf } from './cart/cartPriceFields';
import { loyaltyCart } from './cart/loyaltyCart';

// Adobe Commerce's reward points (RewardGraphQl): Customer.reward_points, Cart.applied_reward_points
// and spending the balance on a cart. What the points pay is computed with the cart's totals
// (checkout/loyaltyTotals.ts); placing the order debits them (checkout/loyaltyOrder.ts).

/** Ours: Adobe Commerce applies nothing, silently, when the balance is empty. */
export const NO_REWARD_POINTS = "You don't have enough reward points.";

/** An amount of points and its money value in the display currency (RewardPointsAmount). */
export const pointsAmount = (ctx: RequestContext, points: number) => ({ points, money: ctx.money(points * moneyPerPoint(ctx.db, ctx.store.id)) });

const rewardPoints: CustomerResolvers['reward_points'] = (customer, _args, ctx) => {
  const { earning, redemption } = rewardRates(ctx.db, ctx.store.id);
  const rate = (r: typeof earning) => ({ points: r.points, currency_amount: ctx.money(r.currency_amount).value });
  return {
    balance: pointsAmount(ctx, rewardPointsBalance(ctx.db, customer.entity_id)),
    balance_history: listRewardPointsHistory(ctx.db, customer.entity_id).map((row) => ({
      balance: pointsAmount(ctx, row.points_balance),
      change_reason: row.change_reason,
      date: row.created_at,
      points_change: row.points_change,
    })),
    exchange_rates: { earning: rate(earning), redemption: rate(redemption) },
  };
};

const appliedRewardPoints: CartResolvers['applied_reward_points'] = (cart, _args, ctx) => {
  const applied = loyaltyOf(cart, ctx).rewardPoints;
  return applied ? { points: applied.points, money: ctx.money(applied.amount) } : null;
};

const applyRewardPointsToCart: MutationResolvers['applyRewardPointsToCart'] = (_parent, args, ctx) => {
  const { cart, customerId } = loyaltyCart(ctx, args.cartId, CUSTOMER_NOT_AUTHORIZED);
  const balance = rewardPointsBalance(ctx.db, customerId);
  if (balance <= 0) throw new GraphQlInputException(NO_REWARD_POINTS);
  setCartRewardPoints(ctx.db, cart.quote_id, balance);
  return { cart: reloadCart(ctx.db, cart.quote_id) };
};

const removeRewardPointsFromCart: MutationResolvers['removeRewardPointsFromCart'] = (_parent, args, ctx) => {
  const { cart } = loyaltyCart(ctx, args.cartId, CUSTOMER_NOT_AUTHORIZED);
  setCartRewardPoints(ctx.db, cart.quote_id, null);
  return { cart: reloadCart(ctx.db, cart.quote_id) };
};

export const rewardPointsResolvers: Resolvers = {
  Mutation: { applyRewardPointsToCart, removeRewardPointsFromCart },
  Customer: { reward_points: rewardPoints },
  Cart: { applied_reward_points: appliedRewardPoints },
};
