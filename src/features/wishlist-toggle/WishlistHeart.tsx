import { useIntl } from 'react-intl';
import { HeartIcon } from '../../lib/icons';
import styles from './wishlistHeart.module.css';
import { useWishlistToggle } from './useWishlistToggle';

/**
 * The heart that adds a product to the wishlist or takes it out: filled, and named "Remove … from
 * the wishlist", while the product is in it.
 */
export function WishlistHeart({ sku, productName, className }: { sku: string; productName: string; className?: string }) {
  const { formatMessage } = useIntl();
  const { isInWishlist, toggle, isBusy, error } = useWishlistToggle(sku);
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
        onClick={() => void toggle()}
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
