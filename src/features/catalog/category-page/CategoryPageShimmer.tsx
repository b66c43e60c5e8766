import { ListingShimmer } from '../product-listing/ListingShimmer';
import styles from './category.module.css';

/** The category page while its listing loads: the breadcrumbs' and title's places, then the listing's frame. */
export function CategoryPageShimmer() {
  return (
    <div className={styles.page} data-testid="category-page-shimmer" aria-hidden="true">
      <div className={styles.crumbsShimmer} />
      <div className={styles.titleShimmer} />
      <ListingShimmer />
    </div>
  );
}
