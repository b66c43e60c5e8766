import { Link } from 'react-router-dom';
import { CartIcon } from '../../../lib/icons';
import styles from './cartTrigger.module.css';
import { MiniCartDrawer } from './MiniCartDrawer';
import { useCartTrigger } from './useCartTrigger';

/** The count badge on the cart icon (hidden from assistive technology: the label says it). */
function Badge({ text, count }: { text: string; count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true" data-testid="cart-count-badge">
      {text}
    </span>
  );
}

/** The header's cart trigger (spec §2). */
export function CartTrigger() {
  const { isMobile, isOpen, count, badge, price, name, label, itemsText, handleToggle, handleClose } = useCartTrigger();
  if (isMobile) {
    return (
      <Link to="/cart" className={styles.round} aria-label={label}>
        <CartIcon size={22} />
        <Badge text={badge} count={count} />
      </Link>
    );
  }
  return (
    <>
      {/* Named by its visible text (price, item count) after a hidden "Cart": label and content agree. */}
      <button type="button" className={styles.pill} aria-expanded={isOpen} aria-haspopup="dialog" onClick={handleToggle}>
        <span className={styles.iconWrap}>
          <CartIcon size={22} />
          <Badge text={badge} count={count} />
        </span>
        <span className={styles.visuallyHidden}>{name}</span>
        <span className={styles.pillText}>
          <span className={styles.price}>{price}</span>
          <span className={styles.count}>{itemsText}</span>
        </span>
      </button>
      <MiniCartDrawer open={isOpen} onClose={handleClose} />
    </>
  );
}
