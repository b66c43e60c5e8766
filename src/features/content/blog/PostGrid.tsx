import { FormattedMessage } from 'react-intl';
import { Pagination } from '../../catalog/product-listing/Pagination';
import { type PaginationTalon } from '../../catalog/product-listing/usePagination';
import styles from './blog.module.css';
import { type BlogPostCardView } from './blogViews';
import { PostCard } from './PostCard';

/** A page of post cards (the first one's picture first) and the links to the other pages. */
export function PostGrid({ posts, pagination }: { posts: BlogPostCardView[]; pagination: PaginationTalon }) {
  if (posts.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="blog.empty" />
      </p>
    );
  }
  return (
    <>
      <ul className={styles.grid}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination talon={pagination} />
    </>
  );
}

/** Three cards' outline while the posts load, so the page does not move when they arrive. */
export function PostGridShimmer() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <div className={styles.card}>
            <div className={styles.media} />
            <div className={styles.cardBody}>
              <div className={styles.shimmerLine} />
              <div className={styles.shimmerTitle} />
              <div className={styles.shimmerLine} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
