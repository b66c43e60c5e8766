import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../../lib/icons';
import styles from './productAddedBanner.module.css';
import { useProductAddedBanner } from './useProductAddedBanner';

/**
 * The product-added banner, fixed at the bottom on phones (spec §2), on the tab bar where there is
 * one. Its live region is on the page before any message, so a screen reader announces each one.
 */
export default function ProductAddedBanner() {
  const { formatMessage } = useIntl();
  const { summary, roomRef, handleClose } = useProductAddedBanner();
  return (
    <div ref={roomRef} role="status" className={styles.region}>
      {summary ? (
        <div className={styles.banner} data-testid="product-added-banner">
          <p className={styles.message}>
            {summary.kind === 'one' ? (
              <FormattedMessage id="productAdded.one" values={{ name: summary.name }} />
            ) : (
              <FormattedMessage id="productAdded.many" values={{ count: summary.count }} />
            )}
          </p>
          <Link className={styles.viewCart} to="/cart">
            <FormattedMessage id="productAdded.viewCart" />
          </Link>
          <button type="button" className={styles.close} onClick={handleClose} aria-label={formatMessage({ id: 'productAdded.close' })}>
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
