import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PriceValue } from '../../../lib/price/formatPrice';
import { EditLineButton } from '../edit/EditLineButton';
import { CartLineProduct } from '../line/CartLineProduct';
import { QuantityStepper } from '../../catalog/quantity-stepper/QuantityStepper';
import styles from './cartPage.module.css';
import { type CartPageLineView } from './cartPageLine';
import { useCartLineQuantity, type ChangeLineQuantity } from './useCartLineQuantity';

export interface CartLineItemProps {
  line: CartPageLineView;
  busy: boolean;
  formatPrice(price: PriceValue): string;
  onQuantity: ChangeLineQuantity;
  onRemove(line: CartPageLineView): void;
  /** Signed-in customers only. */
  onMoveToWishlist?(line: CartPageLineView): void;
}

/** One cart line: picture, name, options, unit price, a quantity stepper (sent when it changes), remove (and move to the wishlist), and Magento's problem with it. */
export function CartLineItem({ line, busy, formatPrice, onQuantity, onRemove, onMoveToWishlist }: CartLineItemProps) {
  const { formatMessage } = useIntl();
  const id = useId();
  const quantity = useCartLineQuantity(line, onQuantity);
  const refusalId = `${id}-refusal`;
  return (
    <li className={styles.line} data-testid="cart-line">
      <CartLineProduct line={line}>
        <p className={styles.unitPrice}>
          <FormattedMessage id="cartPage.each" values={{ price: formatPrice(line.unitPrice) }} />
        </p>
        {line.problem ? (
          <p className={styles.problem} role="alert">
            {line.problem === 'OUT_OF_STOCK' ? <FormattedMessage id="cartPage.outOfStock" /> : line.problem}
          </p>
        ) : null}
        {quantity.refusal ? (
          <p className={styles.problem} id={refusalId} role="alert">
            {quantity.refusal}
          </p>
        ) : null}
        <div className={styles.lineActions}>
          <QuantityStepper
            id={`${id}-quantity`}
            label={formatMessage({ id: 'cartPage.quantity' })}
            of={line.name}
            value={quantity.text}
            onChange={quantity.change}
            disabled={busy}
            invalid={Boolean(quantity.refusal)}
            describedBy={quantity.refusal ? refusalId : undefined}
          />
          <EditLineButton line={line} disabled={busy} className={styles.remove} />
          <button type="button" className={styles.remove} onClick={() => onRemove(line)} disabled={busy} aria-label={formatMessage({ id: 'cartPage.removeLabel' }, { name: line.name })}>
            <FormattedMessage id="cartPage.remove" />
          </button>
          {onMoveToWishlist ? (
            <button
              type="button"
              className={styles.remove}
              onClick={() => onMoveToWishlist(line)}
              disabled={busy}
              aria-label={formatMessage({ id: 'cartPage.moveToWishlistLabel' }, { name: line.name })}
            >
              <FormattedMessage id="cartPage.moveToWishlist" />
            </button>
          ) : null}
        </div>
      </CartLineProduct>
      <p className={styles.rowTotal}>{formatPrice(line.rowTotal)}</p>
    </li>
  );
}
