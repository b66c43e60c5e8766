import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { useAppSelector } from '../../../lib/store';
import { useCartLoyalty } from '../../order/totals/useCartLoyalty';
import { useCartDetails } from '../state/useCartDetails';
import { APPLY_STORE_CREDIT_TO_CART, REMOVE_STORE_CREDIT_FROM_CART } from './loyalty.gql';
import { useCartLoyaltyAction } from './useCartLoyaltyAction';

/**
 * Talon of the cart page's store credit box (signed-in customers, when the shop offers store
 * credit): the balance, what the cart spends of it, and Apply / Remove. The cart itself answers
 * the balance (Adobe Commerce's applied_store_credit).
 */
export function useStoreCreditOnCart() {
  const formatPrice = usePriceFormatter();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const credit = useCartLoyalty()?.applied_store_credit ?? null;
  const grandTotal = useCartDetails().prices?.grand_total?.value ?? 0;
  const action = useCartLoyaltyAction(APPLY_STORE_CREDIT_TO_CART, REMOVE_STORE_CREDIT_FROM_CART);
  const balance = credit?.current_balance ?? null;
  const applied = credit?.applied_balance && (credit.applied_balance.value ?? 0) > 0 ? credit.applied_balance : null;
  return {
    ...action,
    isShown: isSignedIn && credit?.enabled === true,
    balance: balance ? formatPrice(balance) : null,
    applied: applied ? formatPrice(applied) : null,
    // Credit pays what points leave: with nothing left to pay (or no credit) there is nothing to apply.
    canApply: (balance?.value ?? 0) > 0 && grandTotal > 0,
  };
}
