import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type ProductCardFieldsFragment } from '../../../__generated__/operations';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { productImageSources } from '../product-card/productImage';
import { useProductCard } from '../product-card/useProductCard';
import { CardAction } from '../product-card/CardAction';
import styles from './productCompare.module.css';

interface CompareProductCellProps {
  product: ProductCardFieldsFragment;
  onRemove(): void;
  isRemoving: boolean;
}

/** A product's column head: picture and name (its page), price, the card's Add to Cart, and Remove. */
export function CompareProductCell({ product, onRemove, isRemoving }: CompareProductCellProps) {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const card = useProductCard(product);
  const nameId = useId();
  const image = card.imageUrl ? productImageSources(card.imageUrl) : null;
  return (
    <div className={styles.product}>
      <Link className={styles.productLink} to={card.href}>
        <span className={styles.imageBox}>{image ? <img className={styles.image} src={image.src} srcSet={image.srcSet} sizes="160px" width={160} height={200} alt="" loading="lazy" decoding="async" /> : null}</span>
        <span id={nameId} className={styles.name}>
          {card.name}
        </span>
      </Link>
      <p className={styles.price}>
        <span className={card.regularPrice ? styles.discounted : undefined}>{formatPrice(card.finalPrice)}</span>
        {card.regularPrice && (
          <s className={styles.regular}>
            <span className={styles.visuallyHidden}>{formatMessage({ id: 'productCard.regularPrice' })} </span>
            {formatPrice(card.regularPrice)}
          </s>
        )}
      </p>
      <div className={styles.actions}>
        <CardAction card={card} nameId={nameId} classes={{ addToCart: styles.addToCart, chooseOptions: styles.chooseOptions, outOfStock: styles.outOfStock }} />
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          disabled={isRemoving}
          aria-busy={isRemoving || undefined}
          aria-label={formatMessage({ id: 'productCompare.removeProduct' }, { name: card.name })}
        >
          <FormattedMessage id="productCompare.remove" />
        </button>
      </div>
      {card.errorMessage && (
        <p className={styles.error} role="alert">
          {card.errorMessage}
        </p>
      )}
    </div>
  );
}
