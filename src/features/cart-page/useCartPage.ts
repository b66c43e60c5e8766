import { useCallback, useEffect, useMemo } from 'react';
import { usePriceFormatter } from '../../lib/price/usePriceFormatter';
import { deriveErrorMessage } from '../../lib/apollo/errors';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { getCartDetails, removeItemFromCart, updateItemInCart } from '../../lib/store/cart/itemActions';
import { selectCartItems } from '../../lib/store/cart/lineSelectors';
import { selectCartDetails, selectIsCartLoading } from '../../lib/store/cart/selectors';
import { appliedLoyalty } from '../cart-totals/appliedLoyalty';
import { useCartLoyalty } from '../cart-totals/useCartLoyalty';
import { discountedSubtotal, labelledAmounts } from '../cart-totals/discounts';
import { cartPageLine, type CartPageLineView } from './cartPageLine';
import { useShippingEstimate } from './useShippingEstimate';

/**
 * Talon of the cart page: the cart's lines and totals from the store (fetched again when the page
 * opens), changing a quantity or removing a line through the cart slice, and whether the shopper
 * may go on to checkout (not while a line cannot be bought).
 */
export function useCartPage() {
  const dispatch = useAppDispatch();
  const formatPrice = usePriceFormatter();
  const items = useAppSelector(selectCartItems);
  const details = useAppSelector(selectCartDetails);
  const loyalty = useCartLoyalty({ followTotal: true });
  const isLoading = useAppSelector(selectIsCartLoading);
  const isUpdating = useAppSelector((state) => state.cart.isUpdatingItem);
  const error = useAppSelector((state) => state.cart.updateItemError ?? state.cart.removeItemError);

  useEffect(() => {
    void dispatch(getCartDetails());
  }, [dispatch]);

  const lines = useMemo(() => items.map(cartPageLine), [items]);
  const changeQuantity = useCallback(
    (line: CartPageLineView, quantity: number) => {
      if (quantity === line.quantity || !(quantity > 0)) return;
      void dispatch(updateItemInCart({ cartItemId: line.uid, item: { ...line.item, quantity }, productType: line.productType }));
    },
    [dispatch],
  );
  const remove = useCallback((line: CartPageLineView) => void dispatch(removeItemFromCart({ cartItemId: line.uid })), [dispatch]);

  const prices = details.prices;
  const currency = prices?.grand_total?.currency ?? 'IDR';
  const shippingEstimate = useShippingEstimate(discountedSubtotal(prices?.subtotal_excluding_tax, prices?.discounts), currency);
  const grandTotal = prices?.grand_total ?? null;
  return {
    lines,
    /** Only before the first answer: later refreshes keep showing the cart as it was. */
    isLoading: isLoading && !details.id,
    isEmpty: Boolean(details.id) && lines.length === 0,
    isUpdating,
    errorMessage: error ? deriveErrorMessage(error) : null,
    changeQuantity,
    remove,
    formatPrice,
    subtotal: prices?.subtotal_excluding_tax ?? null,
    discounts: labelledAmounts(prices?.discounts),
    taxes: labelledAmounts(prices?.applied_taxes),
    /** What reward points and store credit pay (already off the grand total). */
    ...appliedLoyalty(loyalty ?? {}),
    shippingEstimate,
    /** With the estimated delivery when there is one (the cart's own total has no shipping yet). */
    grandTotal: grandTotal && shippingEstimate ? { value: (grandTotal.value ?? 0) + (shippingEstimate.amount.value ?? 0), currency } : grandTotal,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    /** spec: a line that cannot be bought blocks checkout until it is changed or removed. */
    canCheckout: lines.length > 0 && !lines.some((line) => line.problem),
  };
}

export type CartPageTalon = ReturnType<typeof useCartPage>;
