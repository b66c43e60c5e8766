import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type ProductCardFieldsFragment } from '../../../__generated__/operations';
import { BackIcon } from '../../../lib/icons';
import { ProductCard } from '../product-card/ProductCard';
import { useCarouselScroll } from './useCarouselScroll';
import classes from './productCarousel.module.css';

/** Cards are 180 px wide on phones and 220 px from 768 px. */
const CARD_SIZES = '(min-width: 768px) 220px, 180px';

/** A titled, horizontally scrolling row of product cards, with previous/next buttons from 768 px. */
export function ProductCarousel({ title, products }: { title: string; products: ProductCardFieldsFragment[] }) {
  const { formatMessage } = useIntl();
  const titleId = useId();
  const { listRef, scrollNext, scrollPrevious } = useCarouselScroll<HTMLUListElement>();
  if (products.length === 0) return null;
  return (
    <section className={classes.carousel} aria-labelledby={titleId}>
      <div className={classes.header}>
        <h2 className={classes.title} id={titleId}>
          {title}
        </h2>
        <div className={classes.buttons}>
          <button type="button" className={classes.button} onClick={scrollPrevious} aria-label={formatMessage({ id: 'relatedProducts.previous' }, { title })}>
            <BackIcon />
          </button>
          <button type="button" className={classes.button} onClick={scrollNext} aria-label={formatMessage({ id: 'relatedProducts.next' }, { title })}>
            <BackIcon className={classes.flipped} />
          </button>
        </div>
      </div>
      <ul className={classes.list} ref={listRef}>
        {products.map((product) => (
          <li key={product.uid} className={classes.item}>
            <ProductCard product={product} sizes={CARD_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
