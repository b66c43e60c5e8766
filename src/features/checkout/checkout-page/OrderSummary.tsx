import { FormattedMessage } from 'react-intl';
import { CartLineProduct } from '../../cart/line/CartLineProduct';
import { CartTotals } from '../../order/totals/CartTotals';
import styles from './checkout.module.css';
import { type CheckoutPageTalon } from './useCheckoutPage';

/** The cart beside the steps: its lines and totals, with the chosen shipping rate once there is one and what points and credit pay. */
export function OrderSummary({ lines, formatPrice, subtotal, discounts, taxes, shipping, rewardPoints, storeCredit, grandTotal, totalQuantity }: CheckoutPageTalon['summary']) {
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className={styles.summaryHeading}>
        <FormattedMessage id="checkout.summary" />
      </h2>
      <p className={styles.summaryCount}>
        <FormattedMessage id="checkout.summaryItems" values={{ count: totalQuantity }} />
      </p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.uid} className={styles.line}>
            <CartLineProduct line={line}>
              <p className={styles.lineMeta}>
                <FormattedMessage id="checkout.itemQuantity" values={{ quantity: line.quantity }} />
                <span>{formatPrice(line.rowTotal)}</span>
              </p>
            </CartLineProduct>
          </li>
        ))}
      </ul>
      <CartTotals
        subtotal={subtotal}
        totalQuantity={totalQuantity}
        discounts={discounts}
        taxes={taxes}
        shipping={shipping}
        rewardPoints={rewardPoints}
        storeCredit={storeCredit}
        grandTotal={grandTotal}
        formatPrice={formatPrice}
      />
    </aside>
  );
}
