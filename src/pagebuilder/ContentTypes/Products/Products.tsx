import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { ProductCard } from '../../../features/catalog/product-card/ProductCard';
import { ProductCardShimmer } from '../../../features/catalog/product-card/ProductCardShimmer';
import { useNearViewport } from '../../../lib/ui/useNearViewport';
import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import { CarouselControls } from '../../shared/carousel/CarouselControls';
import { useCarousel } from '../../shared/carousel/useCarousel';
import { type ProductsProps } from './aggregate';
import styles from './products.module.css';
import { useProductsBySku } from './useProductsBySku';

/** Two cards across on phones, three from 768 px, four from 1024 px (the page is at most 1440 wide). */
const CARD_SIZES = '(min-width: 1440px) 340px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';
const SHIMMER_CARDS = 4;

/** A products list (grid or carousel) of the catalogue's own product cards; nothing when no product is left. */
export function Products({ appearance, skus, autoplayDelay, infiniteLoop, showArrows, showDots, ...common }: ProductsProps) {
  const { formatMessage } = useIntl();
  const { ref, near } = useNearViewport<HTMLDivElement>('400px');
  const answer = useProductsBySku(skus, near);
  // The cards render at low priority, in slices, after the shimmer: not all at once in the task
  // that brings Apollo's answer (a store update, which React renders in one go).
  const products = useDeferredValue(answer.loading ? null : answer.products);
  const loading = products === null;
  const carousel = useCarousel({ loop: infiniteLoop, autoplayDelay, fade: false, step: 'page' });
  if (skus.length === 0 || (!loading && products.length === 0)) return null;
  const isCarousel = appearance === 'carousel';
  const items = loading
    ? Array.from({ length: Math.min(SHIMMER_CARDS, skus.length) }, (_, index) => (
        <li key={index} className={styles.item}>
          <ProductCardShimmer />
        </li>
      ))
    : products.map((product) => (
        <li key={product.uid} className={styles.item}>
          <ProductCard product={product} sizes={CARD_SIZES} />
        </li>
      ));
  const label = formatMessage({ id: 'pageBuilder.products.label' });
  return (
    <div {...boxProps(common, classNames(styles.products, isCarousel && styles.carousel))} ref={ref}>
      {isCarousel ? (
        <>
          <div className={styles.viewport} ref={loading ? undefined : carousel.viewportRef}>
            <ul className={styles.track} aria-label={label}>
              {items}
            </ul>
          </div>
          {loading ? null : <CarouselControls carousel={carousel} showArrows={showArrows} showDots={showDots} autoplay={autoplayDelay !== null} label={label} />}
        </>
      ) : (
        <ul className={styles.grid} aria-label={label}>
          {items}
        </ul>
      )}
    </div>
  );
}
