import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { type Address } from '../../lib/store/checkout/address';
import { submitPaymentMethodAndBillingAddress } from '../../lib/store/checkout/asyncActions';
import { isRequired } from '../../lib/validation';
import { CHECKOUT_PAYMENT_METHODS } from './checkout.gql';
import { checkoutErrorMessage } from './checkoutErrorMessage';
import { useCheckoutDraft } from './useCheckoutDraft';
import { useCheckoutRegions } from './useCheckoutRegions';

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
  const { regions, provinces } = useCheckoutRegions();
  const { draft, save } = useCheckoutDraft('payment');
  const cartId = useAppSelector((state) => state.cart.cartId);
  const { paymentCode, paymentData, billingAddress, paymentMethodError, billingAddressError, isSubmitting } = useAppSelector((state) => state.checkout);
  const { data, error: loadError } = useQuery(CHECKOUT_PAYMENT_METHODS, { variables: { cartId: cartId ?? '' }, skip: !cartId, fetchPolicy: 'cache-and-network' });

  const options = useMemo(
    () => (data?.cart?.available_payment_methods ?? []).flatMap((method) => (method ? [{ value: method.code, label: method.title }] : [])),
    [data],
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
    validateMethod: (value: unknown) => (isRequired(value) ? formatMessage({ id: 'checkout.choosePaymentMethod' }) : undefined),
    submit,
    isSubmitting,
    errorMessage: error ? checkoutErrorMessage(error, formatMessage({ id: 'checkout.networkError' })) : null,
  };
}
