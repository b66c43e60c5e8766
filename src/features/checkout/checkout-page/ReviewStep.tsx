import { FormattedMessage } from 'react-intl';
import { type PriceValue } from '../../../lib/price/formatPrice';
import { StepError } from './StepError';
import styles from './checkout.module.css';
import { usePlaceOrder } from './usePlaceOrder';

interface ReviewStepProps {
  grandTotal: PriceValue | null;
  formatPrice: (price: PriceValue) => string;
}

/** Step 4: the total to pay and Place Order. */
export function ReviewStep({ grandTotal, formatPrice }: ReviewStepProps) {
  const order = usePlaceOrder();
  return (
    <div className={styles.form}>
      {grandTotal ? (
        <p className={styles.reviewTotal}>
          <FormattedMessage id="cartTotals.total" />
          <strong>{formatPrice(grandTotal)}</strong>
        </p>
      ) : null}
      {order.isOffline ? (
        <p className={styles.notice} role="status">
          <FormattedMessage id="checkout.offline" />
        </p>
      ) : null}
      <StepError message={order.errorMessage} />
      <button
        type="button"
        className={styles.primary}
        onClick={() => void order.placeOrder()}
        disabled={order.isSubmitting || order.isOffline}
        aria-busy={order.isSubmitting}
      >
        {order.isSubmitting ? <FormattedMessage id="checkout.placingOrder" /> : <FormattedMessage id="checkout.placeOrder" />}
      </button>
    </div>
  );
}
