import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { type Address } from '../../../lib/store/checkout/address';
import { submitShippingAddress } from '../../../lib/store/checkout/asyncActions';
import { useRegions } from '../../order/address/useRegions';
import { estimatedAddressFields } from '../../cart/cart-page/estimateDestination';
import { checkoutErrorMessage } from './checkoutErrorMessage';
import { fromAddressBook, initialAddressChoice } from './addressBook';
import { useAddressBook } from './useAddressBook';
import { useCheckoutDraft } from './useCheckoutDraft';

/**
 * Talon of the shipping address step: the form starts from what the shopper typed or saved before
 * (a signed-in customer also picks from the address book); submitting sets a guest's email and the
 * address on the cart, which answers the shipping methods.
 */
export function useShippingAddressStep(onDone: () => void) {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const { regions, provinces } = useRegions();
  const { draft, save } = useCheckoutDraft('shippingAddress');
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const saved = useAppSelector((state) => state.checkout.shippingAddress);
  const error = useAppSelector((state) => state.checkout.shippingAddressError);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);

  const book = useAddressBook(isSignedIn);

  const submit = useCallback(
    async ({ values }: { values: Record<string, unknown> }) => {
      const chosen = book.addresses.find((address) => String(address.id) === values.savedAddress);
      const formValues = chosen ? fromAddressBook(chosen) : (values as unknown as Address);
      try {
        await dispatch(submitShippingAddress({ formValues, regions }));
        onDone();
      } catch {
        // Stored in the checkout state and shown above the button.
      }
    },
    [book.addresses, dispatch, onDone, regions],
  );

  const addressChoice = book.options.length ? initialAddressChoice(saved, book.addresses) : undefined;
  return {
    initialValues: { ...(draft ?? saved ?? estimatedAddressFields() ?? {}), ...(addressChoice ? { savedAddress: addressChoice } : {}) } as Record<string, unknown>,
    /** A signed-in customer's saved addresses and "New address"; empty for a guest. */
    addressOptions: book.options,
    saveDraft: save,
    provinces,
    withEmail: !isSignedIn,
    submit,
    isSubmitting,
    errorMessage: error ? checkoutErrorMessage(error, formatMessage({ id: 'checkout.networkError' })) : null,
  };
}
