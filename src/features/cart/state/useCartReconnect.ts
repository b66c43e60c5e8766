import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { selectIsOnline } from '../../../lib/store/app/selectors';
import { getCartDetails } from '../../../lib/store/cart/itemActions';
import { selectIsCartLoading, selectIsCartUnreachable } from '../../../lib/store/cart/selectors';

/** How long after a fetch that did not reach the shop the cart is asked for again. */
export const UNREACHABLE_RETRY_MS = 5000;

/**
 * Talon shared by the cart and checkout pages: whether the shop is out of reach (offline), and the
 * way back. The browser's "online" event fetches the cart at once; and since a browser may say it
 * is online when the shop cannot be reached (a reload while offline, a dropped connection), a
 * fetch that did not get through is tried again every few seconds until the shop answers. The
 * page then catches up by itself, without a reload.
 */
export function useCartReconnect(): { isOffline: boolean } {
  const dispatch = useAppDispatch();
  const isOnline = useAppSelector(selectIsOnline);
  const isUnreachable = useAppSelector(selectIsCartUnreachable);
  const isLoading = useAppSelector(selectIsCartLoading);

  const wasOnline = useRef(isOnline);
  useEffect(() => {
    const cameBack = isOnline && !wasOnline.current;
    wasOnline.current = isOnline;
    if (cameBack) void dispatch(getCartDetails());
  }, [isOnline, dispatch]);

  // Offline by the browser's word, the "online" event above is the signal to wait for.
  const shouldRetry = isUnreachable && isOnline && !isLoading;
  useEffect(() => {
    if (!shouldRetry) return undefined;
    const timer = setTimeout(() => void dispatch(getCartDetails()), UNREACHABLE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [shouldRetry, dispatch]);

  return { isOffline: isUnreachable };
}
