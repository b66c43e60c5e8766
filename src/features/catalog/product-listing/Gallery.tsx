import { type ProductCardFieldsFragment } from '../../../__generated__/operations';
import { ProductCard } from '../product-card/ProductCard';
import styles from './gallery.module.css';

/** Cards in the first row (three on wide screens) load their pictures at once. */
const EAGER_CARDS = 3;

/** The grid of product cards. */
export function Gallery({ items, isUpdating = false }: { items: ReadonlyArray<ProductCardFieldsFragment | null>; isUpdating?: boolean }) {
  return (
    <ul className={isUpdating ? `${styles.grid} ${styles.updating}` : styles.grid}>
      {items.map((item, index) =>
        item ? (
          <li key={item.uid} className={styles.item}>
            <ProductCard product={item} eager={index < EAGER_CARDS} priority={index === 0} />
          </li>
        ) : null,
      )}
    </ul>
  );
}
