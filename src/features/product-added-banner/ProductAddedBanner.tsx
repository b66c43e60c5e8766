import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../lib/icons';
import styles from './productAddedBanner.module.css';
import { useProductAddedBanner } from './useProductAddedBanner';

export interface ProductAddedBannerProps {
  /** Sit above the mobile tab bar (on pages that show it). */
  aboveTabBar: boolean;
}

/**
 * The product-added banner, fixed at the bottom on phones (spec §2). Its live region is on the
 * page before any message, so a screen reader announces each one.
 */
export default function ProductAddedBanner({ aboveTabBar }: ProductAddedBannerProps) {
  const { formatMessage } = useIntl();
  const { summary, handleClose } = useProductAddedBanner();
  return (
    <div role="status" className={aboveTabBar ? `${styles.region} ${styles.aboveTabBar}` : styles.region}>
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
