import { FormattedMessage } from 'react-intl';
import { CartLineProduct } from '../cart-line/CartLineProduct';
import styles from './miniCart.module.css';
import { type MiniCartLineView } from './miniCartLine';

export interface MiniCartItemProps {
  line: MiniCartLineView & { rowTotalText: string };
  onNavigate: () => void;
}

/** One line of the mini cart: image, name, chosen options, quantity and price. */
export function MiniCartItem({ line, onNavigate }: MiniCartItemProps) {
  return (
    <li className={styles.item} data-testid="mini-cart-item">
      <CartLineProduct line={line} onNavigate={onNavigate}>
        <div className={styles.meta}>
          <span className={styles.quantity}>
            <FormattedMessage id="miniCart.quantity" values={{ quantity: line.quantity }} />
          </span>
          <span className={styles.price}>{line.rowTotalText}</span>
        </div>
      </CartLineProduct>
    </li>
  );
}
