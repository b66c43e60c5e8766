import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../lib/store';
import { CHECKOUT_PAYMENT_METHODS } from './checkout.gql';
import { paymentMethodLabel } from './paymentMethodLabel';

/** The shop's title of a payment method (from the answer the payment step already fetched). */
export function usePaymentMethodTitle(code: string): string {
  const { formatMessage } = useIntl();
  const cartId = useAppSelector((state) => state.cart.cartId);
  const { data } = useQuery(CHECKOUT_PAYMENT_METHODS, { variables: { cartId: cartId ?? '' }, skip: !cartId, fetchPolicy: 'cache-first' });
  const title = data?.cart?.available_payment_methods?.find((method) => method?.code === code)?.title ?? code;
  return paymentMethodLabel({ code, title }, formatMessage);
}
