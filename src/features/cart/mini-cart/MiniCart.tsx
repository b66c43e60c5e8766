import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './miniCart.module.css';
import { MiniCartItem } from './MiniCartItem';
import { useMiniCart } from './useMiniCart';

export interface MiniCartProps {
  /** Closes the drawer (after Checkout, View Cart or a product link). */
  onClose: () => void;
}

/** The mini cart drawer's content (loaded when the drawer first opens): lines, subtotal, Checkout, View Cart. */
export default function MiniCart({ onClose }: MiniCartProps) {
  const talon = useMiniCart({ onClose });
  if (talon.isLoading) {
    return (
      <p className={styles.message} role="status">
        <FormattedMessage id="miniCart.loading" />
      </p>
    );
  }
  if (talon.isEmpty) {
    return (
      <p className={styles.message}>
        <FormattedMessage id="miniCart.empty" />
      </p>
    );
  }
  return (
    <div className={styles.root}>
      {talon.errorMessage ? (
        <p className={styles.error} role="alert">
          {talon.errorMessage}
        </p>
      ) : null}
      <ul className={styles.items} aria-busy={talon.isUpdating}>
        {talon.lines.map((line) => (
          <MiniCartItem key={line.uid} line={line} onNavigate={talon.handleNavigate} onRemove={talon.remove} busy={talon.isUpdating} />
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.subtotal}>
          <span>
            <FormattedMessage id="miniCart.subtotal" values={{ count: talon.totalQuantity }} />
          </span>
          <span className={styles.subtotalValue} data-testid="mini-cart-subtotal">
            {talon.subtotalText}
          </span>
        </p>
        <button type="button" className={styles.checkout} onClick={talon.handleCheckout}>
          <FormattedMessage id="miniCart.checkout" />
        </button>
        <Link className={styles.viewCart} to="/cart" onClick={talon.handleNavigate}>
          <FormattedMessage id="miniCart.viewCart" />
        </Link>
      </div>
    </div>
  );
}
