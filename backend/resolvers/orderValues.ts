import type { OrderItemRow, OrderRow } from '../checkout/orderView';
import type { SalesAmounts } from '../orders/salesDocumentsView';
import type { Money } from '../types';

// Values shared by a placed order's parts (CustomerOrder, its items, invoices, credit memos and
// shipments): money in the order's currency, a line's discounts, the totals and a line's type.

/** An order line as an OrderItemInterface value, with its order (currency, discount label). */
export type OrderItemValue = OrderItemRow & { __typename: 'OrderItem' | 'BundleOrderItem' | 'DownloadableOrderItem'; order: OrderRow };

const ORDER_ITEM_TYPES: Readonly<Record<string, OrderItemValue['__typename']>> = { bundle: 'BundleOrderItem', downloadable: 'DownloadableOrderItem' };

/** The line as Magento's OrderItem type resolver types it: a bundle line answers its selections, a downloadable line its links. */
export const orderItemValue = (row: OrderItemRow, order: OrderRow): OrderItemValue => ({ ...row, __typename: ORDER_ITEM_TYPES[row.product_type] ?? 'OrderItem', order });

const round2 = (value: number) => Math.round(value * 100) / 100;
export const money = (order: OrderRow, value: number): Money => ({ value: round2(value), currency: order.order_currency_code });
const discountLabel = (order: OrderRow) => order.discount_description ?? 'Discount';

/** A line's discount as Magento's order, invoice and credit memo items answer it: listed once the order has a discount at all. */
export const lineDiscounts = (order: OrderRow, amount: number) =>
  amount || order.discount_amount || order.discount_description ? [{ amount: money(order, Math.abs(amount)), label: discountLabel(order), applied_to: 'ITEM' as const }] : [];

/** OrderTotal, InvoiceTotal and CreditMemoTotal alike (Magento's resolvers answer them the same way; this shop charges no tax). */
export function salesTotals(order: OrderRow, amounts: SalesAmounts) {
  const shipping = money(order, amounts.shipping_amount);
  return {
    subtotal: money(order, amounts.subtotal),
    discounts:
      amounts.discount_amount || amounts.discount_description
        ? [{ amount: money(order, Math.abs(amounts.discount_amount)), label: amounts.discount_description ?? 'Discount', applied_to: 'ITEM' as const }]
        : [],
    total_tax: money(order, amounts.tax_amount),
    taxes: [],
    grand_total: money(order, amounts.grand_total),
    base_grand_total: { value: round2(amounts.grand_total), currency: order.base_currency_code },
    total_shipping: shipping,
    shipping_handling: { total_amount: shipping, amount_including_tax: shipping, amount_excluding_tax: shipping, taxes: [], discounts: [] },
  };
}

