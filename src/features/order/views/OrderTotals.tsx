import { type OrderSummaryFieldsFragment } from '../../../__generated__/operations';
import { type PriceValue } from '../../../lib/price/formatPrice';
import { CartTotals } from '../totals/CartTotals';
import { labelledAmounts } from '../totals/discounts';
import { orderedQuantity } from './orderItems';

interface OrderTotalsProps {
  order: Pick<OrderSummaryFieldsFragment, 'total' | 'items'>;
  formatPrice: (price: PriceValue) => string;
}

/** An order's totals, laid out as the cart showed them: subtotal, discounts, shipping and the grand total. */
export function OrderTotals({ order, formatPrice }: OrderTotalsProps) {
  const { total } = order;
  if (!total) return null;
  return (
    <CartTotals
      subtotal={total.subtotal}
      totalQuantity={orderedQuantity(order.items)}
      discounts={labelledAmounts(total.discounts)}
      shipping={total.total_shipping}
      grandTotal={total.grand_total}
      formatPrice={formatPrice}
    />
  );
}
