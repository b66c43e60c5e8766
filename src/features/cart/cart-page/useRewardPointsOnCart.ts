import { useQuery } from '@apollo/client/react';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { useAppSelector } from '../../../lib/store';
import { useCartLoyalty } from '../../order/totals/useCartLoyalty';
import { usePointsFormatter } from '../../order/totals/usePointsFormatter';
import { APPLY_REWARD_POINTS_TO_CART, CART_REWARD_POINTS_BALANCE, REMOVE_REWARD_POINTS_FROM_CART } from './loyalty.gql';
import { useCartLoyaltyAction } from './useCartLoyaltyAction';

/**
 * Talon of the cart page's reward points box (signed-in customers): the customer's balance in
 * points and rupiah, what the cart spends of it, and Apply / Remove.
 */
export function useRewardPointsOnCart() {
  const formatPrice = usePriceFormatter();
  const formatPoints = usePointsFormatter();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const applied = useCartLoyalty()?.applied_reward_points ?? null;
  const { data } = useQuery(CART_REWARD_POINTS_BALANCE, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const action = useCartLoyaltyAction(APPLY_REWARD_POINTS_TO_CART, REMOVE_REWARD_POINTS_FROM_CART);
  const balance = data?.customer?.reward_points?.balance ?? null;
  const isApplied = Boolean(applied && applied.points > 0);
  return {
    ...action,
    /** Only a customer whose shop answers reward points (or whose cart already spends some). */
    isShown: isSignedIn && Boolean(balance || isApplied),
    balance: balance ? { points: formatPoints(balance.points), amount: formatPrice(balance.money) } : null,
    applied: applied && isApplied ? { points: formatPoints(applied.points), amount: formatPrice(applied.money) } : null,
    /** An empty balance has nothing to spend. */
    canApply: (balance?.points ?? 0) > 0,
  };
}
