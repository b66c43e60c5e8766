import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { getCartDetails, removeItemFromCart } from '../../../lib/store/cart/itemActions';
import { cartLines, cartSubtotal } from '../../../lib/store/cart/cartDetails';
import { selectIsCartLoading } from '../../../lib/store/cart/selectors';
import { useCartCurrency } from '../state/useCartCurrency';
import { useCartDetails } from '../state/useCartDetails';
import { miniCartLine, type MiniCartLineView } from './miniCartLine';

/**
 * Talon of the mini cart: the cart's lines and subtotal (the Apollo cache), refreshed from the server
 * each time the drawer opens (the cart may have changed in another tab or device).
 */
export function useMiniCart({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formatPrice = usePriceFormatter();
  const details = useCartDetails();
  const items = cartLines(details);
  const hasDetails = Boolean(details.id);
  const isLoading = useAppSelector(selectIsCartLoading);
  const subtotal = cartSubtotal(details);
  const currency = useCartCurrency();

  useEffect(() => {
    void dispatch(getCartDetails());
  }, [dispatch]);

  const lines = useMemo(
    () => items.map(miniCartLine).map((line) => ({ ...line, rowTotalText: formatPrice(line.rowTotal) })),
    [items, formatPrice],
  );

  const isUpdating = useAppSelector((state) => state.cart.isUpdatingItem);
  const removeError = useAppSelector((state) => state.cart.removeItemError);
  const remove = useCallback((line: MiniCartLineView) => void dispatch(removeItemFromCart({ cartItemId: line.uid })), [dispatch]);

  const handleCheckout = useCallback(() => {
    onClose();
    navigate('/checkout');
  }, [navigate, onClose]);

  return {
    lines,
    /** Only before the first answer: later refreshes keep showing the cart as it was. */
    isLoading: isLoading && !hasDetails,
    isEmpty: lines.length === 0,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalText: formatPrice({ value: subtotal, currency }),
    handleCheckout,
    remove,
    isUpdating,
    errorMessage: removeError ? deriveErrorMessage(removeError) : null,
    /** Following a link inside the drawer closes it. */
    handleNavigate: onClose,
  };
}

export type MiniCartTalon = ReturnType<typeof useMiniCart>;
