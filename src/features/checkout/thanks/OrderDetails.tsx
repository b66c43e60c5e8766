import { FormattedMessage } from 'react-intl';
import { type PriceValue } from '../../../lib/price/formatPrice';
import { OrderFacts } from '../../order/views/OrderFacts';
import { optionsText, presentItems } from '../../order/views/orderItems';
import { OrderTotals } from '../../order/views/OrderTotals';
import { PaymentInstructions } from '../../order/views/PaymentInstructions';
import styles from './thanks.module.css';
import { type ThanksPageTalon } from './useThanksPage';

type Order = NonNullable<ThanksPageTalon['order']>;

interface OrderDetailsProps {
  order: Order;
  paymentName: string | null;
  instructions: string | null;
  formatPrice: (price: PriceValue) => string;
}

/** The placed order: lines, totals, where it goes, how it ships and how it is paid (with bank transfer instructions). */
export function OrderDetails({ order, paymentName, instructions, formatPrice }: OrderDetailsProps) {
  return (
    <section className={styles.details} aria-labelledby="thanks-summary-heading">
      <h2 id="thanks-summary-heading" className={styles.subheading}>
        <FormattedMessage id="thanks.summary" />
      </h2>
      <PaymentInstructions instructions={instructions} orderNumber={order.number} className={styles.instructions} />
      <ul className={styles.items}>
        {presentItems(order.items).map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.itemName}>{item.product_name}</span>
            {item.selected_options?.length ? <span className={styles.muted}>{optionsText(item.selected_options)}</span> : null}
            <span className={styles.muted}>
              <FormattedMessage id="thanks.quantity" values={{ quantity: item.quantity_ordered }} />
            </span>
            <span>{formatPrice({ value: (item.product_sale_price.value ?? 0) * (item.quantity_ordered ?? 0), currency: item.product_sale_price.currency })}</span>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} formatPrice={formatPrice} />
      <OrderFacts shippingAddress={order.shipping_address} shippingMethod={order.shipping_method} paymentName={paymentName} />
    </section>
  );
}
