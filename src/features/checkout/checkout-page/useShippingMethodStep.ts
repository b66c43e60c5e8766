import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isRequired } from '../../../lib/validation';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { getCartDetails } from '../../../lib/store/cart/itemActions';
import { submitShippingMethod } from '../../../lib/store/checkout/asyncActions';
import { checkoutErrorMessage } from './checkoutErrorMessage';
import { findShippingMethod, shippingMethodLabel, shippingMethodValue } from './shippingMethodChoice';

/** Talon of the shipping method step: the methods the address gets, and sending the chosen one to the cart. */
export function useShippingMethodStep(onDone: () => void) {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const { availableShippingMethods: methods, shippingMethod, shippingMethodCode, shippingMethodError, isSubmitting } = useAppSelector(
    (state) => state.checkout,
  );

  const options = useMemo(
    () =>
      methods.map((method) => ({
        value: shippingMethodValue(method),
        label: shippingMethodLabel(method),
        detail: method.amount?.value === 0 ? formatMessage({ id: 'cartTotals.shippingFree' }) : method.amount ? formatPrice(method.amount) : undefined,
      })),
    [formatMessage, formatPrice, methods],
  );

  const submit = useCallback(
    async ({ values }: { values: Record<string, unknown> }) => {
      const method = findShippingMethod(methods, values.shippingMethod);
      if (!method) return;
      try {
        await dispatch(submitShippingMethod(method));
        onDone();
        // The cart's grand total now includes the shipping rate.
        void dispatch(getCartDetails());
      } catch {
        // Stored in the checkout state and shown above the button.
      }
    },
    [dispatch, methods, onDone],
  );

  const chosen = shippingMethod ? shippingMethodValue({ carrier_code: shippingMethod, method_code: shippingMethodCode }) : undefined;
  return {
    options,
    initialValue: options.some((option) => option.value === chosen) ? chosen : options[0]?.value,
    validate: (value: unknown) => (isRequired(value) ? formatMessage({ id: 'checkout.chooseShippingMethod' }) : undefined),
    submit,
    isSubmitting,
    errorMessage: shippingMethodError ? checkoutErrorMessage(shippingMethodError, formatMessage({ id: 'checkout.networkError' })) : null,
  };
}
