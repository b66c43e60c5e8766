import { FormattedMessage } from 'react-intl';
import { type PriceValue } from '../../lib/price/formatPrice';
import { AddressLines } from '../address/AddressLines';
import { CartTotals } from '../cart-totals/CartTotals';
import { labelledAmounts } from '../cart-totals/discounts';
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
  const address = order.shipping_address;
  const total = order.total;
  const quantity = (order.items ?? []).reduce((sum, item) => sum + (item?.quantity_ordered ?? 0), 0);
  return (
    <section className={styles.details} aria-labelledby="thanks-summary-heading">
      <h2 id="thanks-summary-heading" className={styles.subheading}>
        <FormattedMessage id="thanks.summary" />
      </h2>
      {instructions ? (
        <div className={styles.instructions}>
          <h3 className={styles.minorHeading}>
            <FormattedMessage id="thanks.instructions" />
          </h3>
          <p>{instructions}</p>
        </div>
      ) : null}
      <ul className={styles.items}>
        {order.items?.flatMap((item) =>
          item ? (
            <li key={item.id} className={styles.item}>
              <span className={styles.itemName}>{item.product_name}</span>
              {item.selected_options?.length ? (
                <span className={styles.muted}>{item.selected_options.map((option) => `${option?.label}: ${option?.value}`).join(', ')}</span>
              ) : null}
              <span className={styles.muted}>
                <FormattedMessage id="thanks.quantity" values={{ quantity: item.quantity_ordered }} />
              </span>
              <span>{formatPrice({ value: (item.product_sale_price.value ?? 0) * (item.quantity_ordered ?? 0), currency: item.product_sale_price.currency })}</span>
            </li>
          ) : [],
        )}
      </ul>
      {total ? (
        <CartTotals
          subtotal={total.subtotal}
          totalQuantity={quantity}
          discounts={labelledAmounts(total.discounts)}
          shipping={total.total_shipping}
          grandTotal={total.grand_total}
          formatPrice={formatPrice}
        />
      ) : null}
      <div className={styles.facts}>
        {address ? (
          <div>
            <h3 className={styles.minorHeading}>
              <FormattedMessage id="thanks.shipTo" />
            </h3>
            <AddressLines address={address} />
          </div>
        ) : null}
        {order.shipping_method ? (
          <div>
            <h3 className={styles.minorHeading}>
              <FormattedMessage id="thanks.shippingMethod" />
            </h3>
            <p className={styles.muted}>{order.shipping_method}</p>
          </div>
        ) : null}
        {paymentName ? (
          <div>
            <h3 className={styles.minorHeading}>
              <FormattedMessage id="thanks.payment" />
            </h3>
            <p className={styles.muted}>{paymentName}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
