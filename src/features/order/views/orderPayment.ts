import { type OrderSummaryFieldsFragment } from '../../../__generated__/operations';
import { BANK_TRANSFER_CODE } from '../../checkout/checkout-page/paymentMethods';

export interface OrderPayment {
  /** The method's title as the order recorded it. */
  name: string | null;
  /** A bank transfer's instructions, copied onto the order when it was placed (payment additional_data). */
  instructions: string | null;
}

/** How an order is paid, from Magento's payment_methods (an order has one). */
export function orderPayment(methods: OrderSummaryFieldsFragment['payment_methods'] | undefined): OrderPayment {
  const payment = methods?.find(Boolean) ?? null;
  const instructions =
    payment?.type === BANK_TRANSFER_CODE ? (payment.additional_data?.find((entry) => entry?.name === 'instructions')?.value ?? null) : null;
  return { name: payment?.name ?? null, instructions };
}
