import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import { parseMagentoDate } from '../../../lib/date/magentoDate';
import styles from './blog.module.css';
import { blogCategoryPath, type BlogCategoryView } from './blogViews';

/** A post's categories (links), its date and, on the post itself, its author. */
export function PostMeta({ categories, publishTime, author = null }: { categories: BlogCategoryView[]; publishTime: string | null; author?: string | null }) {
  const date = parseMagentoDate(publishTime);
  return (
    <p className={styles.meta}>
      {categories.map((category) => (
        <Link key={category.id} className={styles.categoryLink} to={blogCategoryPath(category.identifier)}>
          {category.title}
        </Link>
      ))}
      {date && (
        <time dateTime={date.toISOString()}>
          <MagentoDate value={publishTime} />
        </time>
      )}
      {author && (
        <span>
          <FormattedMessage id="blog.byAuthor" values={{ author }} />
        </span>
      )}
    </p>
  );
}
