import { FormattedMessage, useIntl } from 'react-intl';
import { CartLineProduct } from '../line/CartLineProduct';
import styles from './miniCart.module.css';
import { type MiniCartLineView } from './miniCartLine';

export interface MiniCartItemProps {
  line: MiniCartLineView & { rowTotalText: string };
  onNavigate: () => void;
  onRemove: (line: MiniCartLineView) => void;
  busy: boolean;
}

/** One line of the mini cart: image, name, chosen options, quantity, price and Remove. */
export function MiniCartItem({ line, onNavigate, onRemove, busy }: MiniCartItemProps) {
  const { formatMessage } = useIntl();
  return (
    <li className={styles.item} data-testid="mini-cart-item">
      <CartLineProduct line={line} onNavigate={onNavigate}>
        <div className={styles.meta}>
          <span className={styles.quantity}>
            <FormattedMessage id="miniCart.quantity" values={{ quantity: line.quantity }} />
          </span>
          <span className={styles.price}>{line.rowTotalText}</span>
        </div>
        <button
          type="button"
          className={styles.remove}
          onClick={() => onRemove(line)}
          disabled={busy}
          aria-label={formatMessage({ id: 'miniCart.removeLabel' }, { name: line.name })}
        >
          <FormattedMessage id="miniCart.remove" />
        </button>
      </CartLineProduct>
    </li>
  );
}
