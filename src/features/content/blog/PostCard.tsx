import { Link } from 'react-router-dom';
import { LazyRichContent } from '../../../pagebuilder/LazyRichContent';
import styles from './blog.module.css';
import { blogPostPath, type BlogPostCardView } from './blogViews';
import { CARD_SIZES } from './featuredImage';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';

export interface PostCardProps {
  post: BlogPostCardView;
  /** h2 in a page's list, h3 under a post's "Related Posts". */
  headingLevel?: 2 | 3;
  /** The page's first card: its picture loads at once, first. */
  priority?: boolean;
}

/** A post in a list: featured image, categories and date, the title (the link to the post) and the excerpt. */
export function PostCard({ post, headingLevel = 2, priority = false }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>{post.image && <PostImage src={post.image} alt={post.title} sizes={CARD_SIZES} priority={priority} />}</div>
      <div className={styles.cardBody}>
        <PostMeta categories={post.categories} publishTime={post.publishTime} />
        <Heading className={styles.cardTitle}>
          <Link className={styles.titleLink} to={blogPostPath(post.identifier)}>
            {post.title}
          </Link>
        </Heading>
        <LazyRichContent className={styles.excerpt} html={post.excerpt} />
      </div>
    </article>
  );
}
