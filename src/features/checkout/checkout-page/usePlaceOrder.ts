import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { selectIsOnline } from '../../../lib/store/app/selectors';
import { submitOrder } from '../../../lib/store/checkout/asyncActions';
import thanksPage from '../thanks/thanks.page';
import { checkoutErrorMessage } from './checkoutErrorMessage';

/** The thanks page's code, fetched while the shopper reviews the order so the page opens at once. */
const prefetchThanksPage = () => thanksPage.component();

/**
 * Talon of Place Order: places the order once (the button is disabled while it runs), then opens
 * the thanks page. Offline it waits: the button is disabled and says why, and nothing is lost.
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { formatMessage } = useIntl();
  const isOnline = useAppSelector(selectIsOnline);
  const { isSubmitting, orderError } = useAppSelector((state) => state.checkout);

  useEffect(() => {
    void prefetchThanksPage().catch(() => undefined);
  }, []);

  const placeOrder = useCallback(async () => {
    try {
      const order = await dispatch(submitOrder());
      navigate(`/thanks/${encodeURIComponent(order.number)}`, { replace: true });
    } catch {
      // Stored in the checkout state and shown above the button; the cart is kept.
    }
  }, [dispatch, navigate]);

  return {
    placeOrder,
    isSubmitting,
    isOffline: !isOnline,
    errorMessage: orderError ? checkoutErrorMessage(orderError, formatMessage({ id: 'checkout.networkError' })) : null,
  };
}
