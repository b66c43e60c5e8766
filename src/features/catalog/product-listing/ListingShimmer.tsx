import { GalleryShimmer } from './GalleryShimmer';
import styles from './listing.module.css';

/** The listing while its first page loads: the sidebar's and tools row's places, then 6 card shimmers. */
export function ListingShimmer() {
  return (
    <div className={styles.listing}>
      <div className={styles.columns}>
        <div className={styles.sidebarShimmer} aria-hidden="true" />
        <div className={styles.results}>
          <div className={styles.toolbarShimmer} aria-hidden="true" />
          <GalleryShimmer />
        </div>
      </div>
    </div>
  );
}
