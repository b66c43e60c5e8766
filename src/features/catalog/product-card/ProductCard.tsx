import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type ProductCardFieldsFragment } from '../../../__generated__/operations';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { RatingStars } from '../../../lib/ui/RatingStars';
import layout from './productCardLayout.module.css';
import styles from './productCard.module.css';
import { WishlistHeart } from '../wishlist-toggle/WishlistHeart';
import { CompareButton } from '../compare-list/CompareButton';
import { CARD_IMAGE_BOX, DEFAULT_CARD_SIZES, productImageSources } from './productImage';
import { useProductCard } from './useProductCard';
import { CardAction } from './CardAction';

export interface ProductCardProps {
  product: ProductCardFieldsFragment;
  /** Load the picture at once (cards in the first row); the others load as they scroll into view. */
  eager?: boolean;
  /** The first picture of the page: likely the largest thing painted, fetch it first. */
  priority?: boolean;
  /** The image's display width per viewport (the <img sizes> attribute). */
  sizes?: string;
}

/**
 * A product in a grid or carousel: picture (with the wishlist heart and Add to Compare over it),
 * name (the link to its page), final price ("Starting at" when the product's choices start there),
 * the struck regular price and a discount badge when discounted, rating, and Add to Cart for a
 * simple product in stock (other types open the product page to choose).
 */
export function ProductCard({ product, eager = false, priority = false, sizes = DEFAULT_CARD_SIZES }: ProductCardProps) {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const card = useProductCard(product);
  const nameId = useId();
  const image = card.imageUrl ? productImageSources(card.imageUrl) : null;
  return (
    <article className={`${layout.card} ${styles.card}`} data-product-sku={card.sku}>
      <div className={layout.media}>
        {image && (
          <img
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes={sizes}
            width={CARD_IMAGE_BOX.width}
            height={CARD_IMAGE_BOX.height}
            alt={card.name}
            loading={eager ? 'eager' : 'lazy'}
            decoding={eager ? 'auto' : 'async'}
            fetchPriority={priority ? 'high' : undefined}
          />
        )}
        <WishlistHeart sku={card.sku} productName={card.name} className={styles.heart} />
        <CompareButton productUid={card.uid} productName={card.name} describedBy={nameId} className={styles.compare} />
        {card.percentOff && (
          <span className={styles.badge}>
            <FormattedMessage id="productCard.percentOff" values={{ percent: card.percentOff }} />
          </span>
        )}
      </div>
      <div className={layout.body}>
        <div className={layout.name}>
          <Link id={nameId} className={styles.nameLink} to={card.href}>
            {card.name}
          </Link>
        </div>
        <div className={layout.prices}>
          {card.isStartingPrice ? (
            <span className={styles.startingAt}>
              <FormattedMessage id="productCard.startingAt" values={{ price: <span className={styles.final}>{formatPrice(card.finalPrice)}</span> }} />
            </span>
          ) : (
            <span className={card.regularPrice ? `${styles.final} ${styles.discounted}` : styles.final}>{formatPrice(card.finalPrice)}</span>
          )}
          {card.regularPrice && (
            <s className={styles.regular}>
              <span className={styles.visuallyHidden}>{formatMessage({ id: 'productCard.regularPrice' })} </span>
              {formatPrice(card.regularPrice)}
            </s>
          )}
        </div>
        <div className={layout.rating}>
          {card.reviewCount > 0 ? (
            <RatingStars rating={card.rating} count={card.reviewCount} />
          ) : (
            <span className={styles.noRating}>
              <FormattedMessage id="productCard.noReviews" />
            </span>
          )}
        </div>
        <div className={`${layout.action} ${styles.action}`}>
          <CardAction card={card} nameId={nameId} classes={{ addToCart: styles.button, chooseOptions: styles.secondary, outOfStock: styles.outOfStock }} />
        </div>
      </div>
      {card.errorMessage && (
        <p className={styles.error} role="alert">
          {card.errorMessage}
        </p>
      )}
    </article>
  );
}
