import { FormattedMessage } from 'react-intl';
import styles from './order.module.css';

/** A bank transfer's instructions (account, order number in the transfer note), as the order recorded them. */
export function PaymentInstructions({ instructions, className }: { instructions: string | null; className?: string }) {
  if (!instructions) return null;
  return (
    <div className={className ? `${styles.instructions} ${className}` : styles.instructions}>
      <h3 className={styles.minorHeading}>
        <FormattedMessage id="order.instructions" />
      </h3>
      <p>{instructions}</p>
    </div>
  );
}
