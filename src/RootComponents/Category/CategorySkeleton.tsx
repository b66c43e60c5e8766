import styles from './categorySkeleton.module.css';

/** spec §9 "Shimmer 6 items": one page of the product grid while a category loads. */
export const SHIMMER_ITEMS = 6;

export function CategorySkeleton() {
  return (
    <div className={styles.grid} data-testid="category-skeleton" aria-hidden="true">
      {Array.from({ length: SHIMMER_ITEMS }, (_, index) => (
        <div key={index} className={styles.item} data-shimmer="item">
          <div className={`${styles.shimmer} ${styles.image}`} />
          <div className={`${styles.shimmer} ${styles.line}`} />
          <div className={`${styles.shimmer} ${styles.lineShort}`} />
        </div>
      ))}
    </div>
  );
}
