import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './order.module.css';

interface PaymentInstructionsProps {
  instructions: string | null;
  /** The order's number: once paid, the shopper confirms the transfer for it (/confirm-payment). */
  orderNumber: string | null;
  className?: string;
}

/** A bank transfer's instructions (account, order number in the transfer note), as the order recorded them, and the way to confirm the transfer. */
export function PaymentInstructions({ instructions, orderNumber, className }: PaymentInstructionsProps) {
  if (!instructions) return null;
  return (
    <div className={className ? `${styles.instructions} ${className}` : styles.instructions}>
      <h3 className={styles.minorHeading}>
        <FormattedMessage id="order.instructions" />
      </h3>
      <p>{instructions}</p>
      {orderNumber ? (
        <Link className={styles.confirmPayment} to={`/confirm-payment?order=${encodeURIComponent(orderNumber)}`}>
          <FormattedMessage id="order.confirmPayment" />
        </Link>
      ) : null}
    </div>
  );
}
