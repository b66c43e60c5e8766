import classes from './productPage.module.css';

/** The product page's shape while it loads: the gallery's 4:5 box and the first lines of details, so nothing moves when data arrives. */
export function ProductSkeleton() {
  return (
    <div className={classes.layout} data-testid="product-skeleton" aria-hidden="true">
      <div className={classes.media}>
        <div className={`${classes.shimmer} ${classes.skeletonImage}`} />
      </div>
      <div className={classes.details}>
        <div className={`${classes.shimmer} ${classes.skeletonTitle}`} />
        <div className={`${classes.shimmer} ${classes.skeletonLine}`} />
        <div className={`${classes.shimmer} ${classes.skeletonPrice}`} />
        <div className={`${classes.shimmer} ${classes.skeletonButton}`} />
      </div>
    </div>
  );
}
