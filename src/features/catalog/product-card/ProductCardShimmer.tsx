import layout from './productCardLayout.module.css';
import styles from './productCardShimmer.module.css';

/** A product card's outline while it loads: the card's exact box, so nothing moves when it arrives. */
export function ProductCardShimmer() {
  return (
    <div className={layout.card} data-shimmer="item" aria-hidden="true">
      <div className={layout.media}>
        <div className={`${styles.shimmer} ${styles.picture}`} />
      </div>
      <div className={layout.body}>
        <div className={layout.name}>
          <div className={`${styles.shimmer} ${styles.line}`} />
          <div className={`${styles.shimmer} ${styles.line} ${styles.short}`} />
        </div>
        <div className={layout.prices}>
          <div className={`${styles.shimmer} ${styles.price}`} />
        </div>
        <div className={layout.rating}>
          <div className={`${styles.shimmer} ${styles.stars}`} />
        </div>
        <div className={layout.action}>
          <div className={`${styles.shimmer} ${styles.button}`} />
        </div>
      </div>
    </div>
  );
}
