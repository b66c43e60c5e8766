import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { useIsMobile } from '../../../lib/media/useMediaQuery';
import { toggleDrawer } from '../../../lib/store/app/asyncActions';
import { selectDrawer } from '../../../lib/store/app/selectors';
import { cartSubtotal } from '../../../lib/store/cart/cartDetails';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useCartCurrency } from '../state/useCartCurrency';
import { useCartSummary } from '../state/useCartSummary';
import { badgeText } from './badgeText';
import { useCartCount } from './useCartCount';

export const CART_DRAWER = 'cart';

/**
 * Talon of the cart trigger (spec §2): under 768 px a link to /cart, otherwise a button that
 * toggles the mini cart drawer; a count badge and, on desktop, the cart's price.
 */
export function useCartTrigger() {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const count = useCartCount();
  const subtotal = cartSubtotal(useCartSummary());
  const currency = useCartCurrency();
  const isOpen = useAppSelector(selectDrawer) === CART_DRAWER;

  const handleToggle = useCallback(() => void dispatch(toggleDrawer(CART_DRAWER)), [dispatch]);
  const handleClose = useCallback(() => {
    if (isOpen) void dispatch(toggleDrawer(CART_DRAWER));
  }, [dispatch, isOpen]);

  return {
    isMobile,
    isOpen,
    count,
    badge: badgeText(count),
    price: formatPrice({ value: subtotal, currency }),
    /** The mobile icon link's accessible name. */
    label: formatMessage({ id: 'cartTrigger.label' }, { count }),
    /** The desktop pill's hidden lead word, before its visible price and count. */
    name: formatMessage({ id: 'cartTrigger.name' }),
    itemsText: formatMessage({ id: 'cartTrigger.items' }, { count }),
    handleToggle,
    handleClose,
  };
}
