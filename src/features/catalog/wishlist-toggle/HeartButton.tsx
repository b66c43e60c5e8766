import { useIntl } from 'react-intl';
import { HeartIcon } from '../../../lib/icons';
import styles from './wishlistHeart.module.css';

export interface HeartButtonProps {
  productName: string;
  isInWishlist: boolean;
  isBusy?: boolean;
  error?: string | null;
  onToggle: () => void;
  className?: string;
}

/**
 * The heart's look: filled, and named "Remove … from the wishlist", while the product is in it;
 * Magento's refusal beside it.
 */
export function HeartButton({ productName, isInWishlist, isBusy = false, error = null, onToggle, className }: HeartButtonProps) {
  const { formatMessage } = useIntl();
  const label = formatMessage({ id: isInWishlist ? 'wishlistToggle.remove' : 'wishlistToggle.add' }, { name: productName });
  return (
    <span className={className ? `${styles.root} ${className}` : styles.root}>
      <button
        type="button"
        className={styles.heart}
        aria-label={label}
        title={label}
        data-in-wishlist={isInWishlist}
        aria-busy={isBusy || undefined}
        onClick={onToggle}
      >
        <HeartIcon size={20} />
      </button>
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
