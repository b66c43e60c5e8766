import { type RootState } from '../types';

export const selectCheckout = (state: RootState) => state.checkout;
export const selectIsSubmitting = (state: RootState) => state.checkout.isSubmitting;
export const selectAvailableShippingMethods = (state: RootState) => state.checkout.availableShippingMethods;
export const selectReceiptOrder = (state: RootState) => state.checkout.receipt.order;

/** The first error among the steps, for a summary message. */
export const selectCheckoutError = (state: RootState) => {
  const { shippingAddressError, shippingMethodError, billingAddressError, paymentMethodError, orderError } = state.checkout;
  return shippingAddressError ?? shippingMethodError ?? billingAddressError ?? paymentMethodError ?? orderError ?? null;
};
