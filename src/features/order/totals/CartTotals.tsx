import { FormattedMessage } from 'react-intl';
import { type PriceValue as Money } from '../../../lib/price/formatPrice';
import styles from './cartTotals.module.css';
import { usePointsFormatter } from './usePointsFormatter';

export interface CartTotalsProps {
  subtotal: Money | null;
  totalQuantity: number;
  discounts: ReadonlyArray<{ label: string; amount: Money }>;
  /** The taxes the shop applied (none where shelf prices include tax). */
  taxes?: ReadonlyArray<{ label: string; amount: Money }>;
  /** The chosen shipping rate; null before one is chosen (shown as "Calculated at checkout"). */
  shipping: Money | null;
  /** When `shipping` is an estimate: the method it was estimated with (the total is then an estimate too). */
  estimatedShipping?: string;
  /** Reward points spent on the cart (Adobe Commerce): their own line, taken off before the total. */
  rewardPoints?: { points: number; money: Money } | null;
  /** Store credit spent on the cart (Adobe Commerce), after any points. */
  storeCredit?: Money | null;
  grandTotal: Money | null;
  formatPrice: (money: Money) => string;
}

/** A cart's totals in the store currency: subtotal, each discount, each tax, shipping, reward points, store credit and the grand total. */
export function CartTotals({ subtotal, totalQuantity, discounts, taxes = [], shipping, estimatedShipping, rewardPoints, storeCredit, grandTotal, formatPrice }: CartTotalsProps) {
  const formatPoints = usePointsFormatter();
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>
          <FormattedMessage id="cartTotals.subtotal" values={{ count: totalQuantity }} />
        </dt>
        <dd>{subtotal ? formatPrice(subtotal) : '-'}</dd>
      </div>
      {discounts.map((discount) => (
        <div key={discount.label} className={`${styles.row} ${styles.discount}`}>
          <dt>
            <FormattedMessage id="cartTotals.discount" values={{ label: discount.label }} />
          </dt>
          <dd>−{formatPrice(discount.amount)}</dd>
        </div>
      ))}
      {taxes.map((tax) => (
        <div key={tax.label} className={styles.row}>
          <dt>
            <FormattedMessage id="cartTotals.tax" values={{ label: tax.label }} />
          </dt>
          <dd>{formatPrice(tax.amount)}</dd>
        </div>
      ))}
      <div className={styles.row}>
        <dt>
          {estimatedShipping ? (
            <FormattedMessage id="cartTotals.shippingEstimate" values={{ method: estimatedShipping }} />
          ) : (
            <FormattedMessage id="cartTotals.shipping" />
          )}
        </dt>
        <dd>
          {!shipping ? (
            <FormattedMessage id="cartTotals.shippingAtCheckout" />
          ) : shipping.value === 0 ? (
            <FormattedMessage id="cartTotals.shippingFree" />
          ) : (
            formatPrice(shipping)
          )}
        </dd>
      </div>
      {rewardPoints ? (
        <div className={`${styles.row} ${styles.discount}`}>
          <dt>
            <FormattedMessage id="cartTotals.rewardPoints" values={{ points: formatPoints(rewardPoints.points) }} />
          </dt>
          <dd>−{formatPrice(rewardPoints.money)}</dd>
        </div>
      ) : null}
      {storeCredit ? (
        <div className={`${styles.row} ${styles.discount}`}>
          <dt>
            <FormattedMessage id="cartTotals.storeCredit" />
          </dt>
          <dd>−{formatPrice(storeCredit)}</dd>
        </div>
      ) : null}
      <div className={`${styles.row} ${styles.grandTotal}`}>
        <dt>
          <FormattedMessage id={estimatedShipping ? 'cartTotals.estimatedTotal' : 'cartTotals.total'} />
        </dt>
        <dd>{grandTotal ? formatPrice(grandTotal) : '-'}</dd>
      </div>
    </dl>
  );
}
