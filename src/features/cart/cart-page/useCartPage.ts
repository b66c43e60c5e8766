import { useCallback, useEffect, useMemo } from 'react';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { getCartDetails, removeItemFromCart, updateItemInCart } from '../../../lib/store/cart/itemActions';
import { cartLines } from '../../../lib/store/cart/cartDetails';
import { selectIsCartLoading } from '../../../lib/store/cart/selectors';
import { appliedLoyalty } from '../../order/totals/appliedLoyalty';
import { useCartLoyalty } from '../../order/totals/useCartLoyalty';
import { discountedSubtotal, labelledAmounts } from '../../order/totals/discounts';
import { useCartDetails } from '../state/useCartDetails';
import { useCartReconnect } from '../state/useCartReconnect';
import { cartPageLine, type CartPageLineView } from './cartPageLine';
import { useShippingEstimate } from './useShippingEstimate';

/**
 * Talon of the cart page: the cart's lines and totals from the Apollo cache (fetched again when the page
 * opens), changing a quantity or removing a line through the cart slice, and whether the shopper
 * may go on to checkout (not while a line cannot be bought).
 */
export function useCartPage() {
  const dispatch = useAppDispatch();
  const formatPrice = usePriceFormatter();
  const details = useCartDetails();
  const items = cartLines(details);
  const loyalty = useCartLoyalty();
  const isLoading = useAppSelector(selectIsCartLoading);
  const isUpdating = useAppSelector((state) => state.cart.isUpdatingItem);
  // A refused quantity is told on its own line (useCartLineQuantity), not above the cart.
  const error = useAppSelector((state) => state.cart.removeItemError);
  const detailsError = useAppSelector((state) => state.cart.getDetailsError);

  useEffect(() => {
    void dispatch(getCartDetails());
  }, [dispatch]);
  const { isOffline } = useCartReconnect();
  const isKnown = Boolean(details.id);

  const lines = useMemo(() => items.map(cartPageLine), [items]);
  /** Resolves to the refusal (null when the cart took it). In place for every type: the line keeps its place. */
  const changeQuantity = useCallback(
    async (line: CartPageLineView, quantity: number): Promise<Error | null> => {
      if (quantity === line.quantity || !(quantity > 0)) return null;
      return dispatch(updateItemInCart({ cartItemId: line.uid, item: { ...line.item, quantity } }));
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
    /** Offline, the cart as last loaded (or a word that it shows once back online); lines cannot change meanwhile. */
    isOffline,
    /** Offline before the cart was ever loaded here: nothing to show but that. */
    isUnknownOffline: isOffline && !isKnown && !isLoading,
    /** Why a cart never loaded here could not be shown (the shop's own message), instead of an empty summary. */
    loadError: !isKnown && !isLoading && !isOffline && detailsError ? deriveErrorMessage(detailsError) : null,
    /** Only before the first answer: later refreshes keep showing the cart as it was. */
    isLoading: !isKnown && !isOffline && (isLoading || !detailsError),
    isEmpty: isKnown && lines.length === 0,
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
