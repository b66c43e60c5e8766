import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { usePriceFormatter } from '../../lib/price/usePriceFormatter';
import { useAppSelector } from '../../lib/store';
import { selectReceiptOrder } from '../../lib/store/checkout/selectors';
import { BANK_TRANSFER_CODE } from '../checkout/paymentMethods';
import { GUEST_ORDER } from './guestOrder.gql';

/**
 * Talon of /thanks/:order: the order number from the address, and, right after a guest placed it,
 * the order itself (Magento's guestOrder with the receipt's email and billing postcode) plus what a new
 * account would be prefilled with. After a reload only the number remains: the page still thanks.
 */
export function useThanksPage() {
  const { order: number = '' } = useParams();
  const formatPrice = usePriceFormatter();
  const receipt = useAppSelector(selectReceiptOrder);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const isThisOrder = receipt.number === number;
  const address = isThisOrder ? receipt.shipping_address : undefined;
  const email = address?.email ?? '';
  const postcode = (isThisOrder ? (receipt.billing_address ?? address)?.postcode : undefined) ?? '';
  const canLookUp = !isSignedIn && Boolean(number && email && postcode);
  const { data, loading } = useQuery(GUEST_ORDER, { variables: { number, email, postcode }, skip: !canLookUp, fetchPolicy: 'cache-first' });

  const order = data?.guestOrder ?? null;
  const payment = order?.payment_methods?.find(Boolean) ?? null;
  const instructions =
    payment?.type === BANK_TRANSFER_CODE ? (payment.additional_data?.find((entry) => entry?.name === 'instructions')?.value ?? null) : null;

  return {
    number,
    email: email || null,
    order,
    isLoading: canLookUp && loading && !order,
    paymentName: payment?.name ?? null,
    instructions,
    formatPrice,
    /** A guest is offered an account, prefilled from the order (the create-account page reads `prefill`). */
    accountPrefill: !isSignedIn && address ? { email, firstname: address.firstname, lastname: address.lastname } : null,
  };
}

export type ThanksPageTalon = ReturnType<typeof useThanksPage>;
