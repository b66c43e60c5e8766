import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { type Address } from '../../../lib/store/checkout/address';
import { submitPaymentMethodAndBillingAddress } from '../../../lib/store/checkout/asyncActions';
import { useRegions } from '../../order/address/useRegions';
import { CHECKOUT_PAYMENT_METHODS } from './checkout.gql';
import { checkoutErrorMessage } from './checkoutErrorMessage';
import { paymentMethodLabel } from './paymentMethodLabel';
import { useCheckoutDraft } from './useCheckoutDraft';

interface PaymentValues {
  paymentMethod?: string;
  nonce?: string;
  billingSame?: boolean;
  billing?: Address;
}

/**
 * Talon of the payment step: the cart's payment methods, the card token when the card method is
 * chosen, and the billing address (the shipping address unless the shopper unticks the box).
 */
export function usePaymentStep(onDone: () => void) {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const { regions, provinces } = useRegions();
  const { draft, save } = useCheckoutDraft('payment');
  const cartId = useAppSelector((state) => state.cart.cartId);
  const { paymentCode, paymentData, billingAddress, paymentMethodError, billingAddressError, isSubmitting } = useAppSelector((state) => state.checkout);
  const { data, error: loadError } = useQuery(CHECKOUT_PAYMENT_METHODS, { variables: { cartId: cartId ?? '' }, skip: !cartId, fetchPolicy: 'cache-and-network' });

  // Read again each time the step opens: points, credit or shipping may have changed what is left to pay.
  const options = useMemo(
    () => (data?.cart?.available_payment_methods ?? []).flatMap((method) => (method ? [{ value: method.code, label: paymentMethodLabel(method, formatMessage) }] : [])),
    [data, formatMessage],
  );

  const initialValues = useMemo((): PaymentValues => {
    if (draft) return draft as PaymentValues;
    const same = billingAddress ? billingAddress.sameAsShippingAddress !== false : true;
    return {
      paymentMethod: paymentCode || undefined,
      nonce: (paymentData as { nonce?: string } | null)?.nonce,
      billingSame: same,
      billing: same ? undefined : (billingAddress ?? undefined),
    };
  }, [billingAddress, draft, paymentCode, paymentData]);

  const submit = useCallback(
    async ({ values }: { values: Record<string, unknown> }) => {
      const { paymentMethod = '', nonce, billingSame, billing } = values as PaymentValues;
      const billingValues = billingSame !== false || !billing ? ({ sameAsShippingAddress: true } as Address) : { ...billing, sameAsShippingAddress: false };
      try {
        await dispatch(
          submitPaymentMethodAndBillingAddress({
            billingAddress: billingValues,
            paymentMethod: { code: paymentMethod, ...(nonce ? { data: { nonce: nonce.trim() } } : {}) },
            regions,
          }),
        );
        onDone();
      } catch {
        // Stored in the checkout state and shown above the button.
      }
    },
    [dispatch, onDone, regions],
  );

  const error = paymentMethodError ?? billingAddressError ?? loadError;
  return {
    options,
    initialValues,
    saveDraft: save,
    provinces,
    // A method saved earlier that the cart no longer offers (e.g. `free` once points are removed) must be chosen again.
    validateMethod: (value: unknown) => (options.some((option) => option.value === value) ? undefined : formatMessage({ id: 'checkout.choosePaymentMethod' })),
    submit,
    isSubmitting,
    errorMessage: error ? checkoutErrorMessage(error, formatMessage({ id: 'checkout.networkError' })) : null,
  };
}
