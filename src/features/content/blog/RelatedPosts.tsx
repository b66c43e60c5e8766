import { FormattedMessage } from 'react-intl';
import styles from './blog.module.css';
import { type BlogPostCardView } from './blogViews';
import { PostCard } from './PostCard';

/** Under a post: the newest other posts of its categories (nothing when there are none). */
export function RelatedPosts({ posts }: { posts: BlogPostCardView[] }) {
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="blog-related-posts">
      <h2 className={styles.sectionTitle} id="blog-related-posts">
        <FormattedMessage id="blog.relatedPosts" />
      </h2>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
