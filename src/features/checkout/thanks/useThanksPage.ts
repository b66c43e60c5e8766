import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { useAppSelector } from '../../../lib/store';
import { selectReceiptOrder } from '../../../lib/store/checkout/selectors';
import { orderPayment } from '../../order/views/orderPayment';
import { CUSTOMER_ORDER_BY_NUMBER, GUEST_ORDER } from './guestOrder.gql';

/**
 * Talon of /thanks/:order: the order number from the address and the order itself: a signed-in
 * customer's from their orders; a guest's right after placing it (Magento's guestOrder with the
 * receipt's email and billing postcode), plus what a new account would be prefilled with. After a
 * guest reloads, only the number remains: the page still thanks.
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
  const guest = useQuery(GUEST_ORDER, { variables: { number, email, postcode }, skip: !canLookUp, fetchPolicy: 'cache-first' });
  const customer = useQuery(CUSTOMER_ORDER_BY_NUMBER, { variables: { number }, skip: !isSignedIn || !number, fetchPolicy: 'cache-first' });

  const order = guest.data?.guestOrder ?? customer.data?.customer?.orders?.items?.find(Boolean) ?? null;
  const loading = guest.loading || customer.loading;
  const payment = orderPayment(order?.payment_methods);

  return {
    number,
    email: email || null,
    order,
    isLoading: loading && !order,
    paymentName: payment.name,
    instructions: payment.instructions,
    formatPrice,
    /** A guest is offered an account, prefilled from the order (the create-account page reads `prefill`). */
    accountPrefill: !isSignedIn && address ? { email, firstname: address.firstname, lastname: address.lastname } : null,
  };
}

export type ThanksPageTalon = ReturnType<typeof useThanksPage>;
