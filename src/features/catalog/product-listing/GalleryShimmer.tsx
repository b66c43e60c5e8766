import { ProductCardShimmer } from '../product-card/ProductCardShimmer';
import styles from './gallery.module.css';

/** spec §9 "Shimmer 6 items": one page of the grid while it loads, each in a card's exact box. */
export const SHIMMER_ITEMS = 6;

export function GalleryShimmer() {
  return (
    <div className={styles.grid} data-testid="gallery-shimmer" aria-hidden="true">
      {Array.from({ length: SHIMMER_ITEMS }, (_, index) => (
        <div key={index} className={styles.item}>
          <ProductCardShimmer />
        </div>
      ))}
    </div>
  );
}
