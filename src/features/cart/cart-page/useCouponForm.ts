import { useMutation } from '@apollo/client/react';
import { useCallback, useState, type FormEvent } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { getCartDetails } from '../../../lib/store/cart/itemActions';
import { selectCartId } from '../../../lib/store/cart/selectors';
import { useCartDetails } from '../state/useCartDetails';
import { APPLY_COUPON_TO_CART, REMOVE_COUPON_FROM_CART } from './coupon.gql';

/**
 * Talon of the cart page's coupon form: applies or removes the cart's coupon and refetches the
 * cart, so the discount shows in the totals; Magento's own message when a code is refused.
 */
export function useCouponForm() {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const applied = useCartDetails().applied_coupons?.find(Boolean)?.code ?? null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applyCoupon, { loading: applying }] = useMutation(APPLY_COUPON_TO_CART);
  const [removeCoupon, { loading: removing }] = useMutation(REMOVE_COUPON_FROM_CART);

  const apply = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      const couponCode = code.trim();
      if (!cartId || !couponCode) return;
      setError(null);
      try {
        await applyCoupon({ variables: { cartId, couponCode } });
        setCode('');
        await dispatch(getCartDetails());
      } catch (thrown) {
        setError(deriveErrorMessage(thrown));
      }
    },
    [applyCoupon, cartId, code, dispatch],
  );

  const remove = useCallback(async () => {
    if (!cartId) return;
    setError(null);
    try {
      await removeCoupon({ variables: { cartId } });
      await dispatch(getCartDetails());
    } catch (thrown) {
      setError(deriveErrorMessage(thrown));
    }
  }, [cartId, dispatch, removeCoupon]);

  return { code, setCode, applied, error, busy: applying || removing, apply, remove };
}
