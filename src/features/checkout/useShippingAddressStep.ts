import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { type Address } from '../../lib/store/checkout/address';
import { submitShippingAddress } from '../../lib/store/checkout/asyncActions';
import { checkoutErrorMessage } from './checkoutErrorMessage';
import { useCheckoutCalls } from './useCheckoutCalls';
import { useCheckoutDraft } from './useCheckoutDraft';
import { useCheckoutRegions } from './useCheckoutRegions';

/**
 * Talon of the shipping address step: the form starts from what the shopper typed or saved before;
 * submitting sets a guest's email and the address on the cart, which answers the shipping methods.
 */
export function useShippingAddressStep(onDone: () => void) {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const calls = useCheckoutCalls();
  const { regions, provinces } = useCheckoutRegions();
  const { draft, save } = useCheckoutDraft('shippingAddress');
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const saved = useAppSelector((state) => state.checkout.shippingAddress);
  const error = useAppSelector((state) => state.checkout.shippingAddressError);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);

  const submit = useCallback(
    async ({ values }: { values: Record<string, unknown> }) => {
      try {
        await dispatch(submitShippingAddress({ formValues: values as unknown as Address, regions }, calls));
        onDone();
      } catch {
        // Stored in the checkout state and shown above the button.
      }
    },
    [calls, dispatch, onDone, regions],
  );

  return {
    initialValues: (draft ?? saved ?? undefined) as Record<string, unknown> | undefined,
    saveDraft: save,
    provinces,
    withEmail: !isSignedIn,
    submit,
    isSubmitting,
    errorMessage: error ? checkoutErrorMessage(error, formatMessage({ id: 'checkout.networkError' })) : null,
  };
}
