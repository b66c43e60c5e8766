import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './blog.module.css';
import { blogCategoryPath } from './blogViews';
import { useBlogCategories } from './useBlogCategories';

/** The blog's categories as links, "All posts" first; the one shown is marked current. `current` is a category's URL key, or null for /blog. */
export function CategoryNav({ current }: { current: string | null }) {
  const { formatMessage } = useIntl();
  const categories = useBlogCategories();
  return (
    <nav className={styles.nav} aria-label={formatMessage({ id: 'blog.categories' })}>
      <ul className={styles.navList}>
        <li>
          <Link className={styles.chip} to="/blog" aria-current={current === null ? 'page' : undefined}>
            <FormattedMessage id="blog.allPosts" />
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link className={styles.chip} to={blogCategoryPath(category.identifier)} aria-current={current === category.identifier ? 'page' : undefined}>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
