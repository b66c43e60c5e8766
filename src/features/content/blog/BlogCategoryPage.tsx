import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import { useMetaDescription } from '../../../lib/page/useMetaDescription';
import styles from './blog.module.css';
import { failurePage } from './BlogStatus';
import { CategoryNav } from './CategoryNav';
import { PostGrid, PostGridShimmer } from './PostGrid';
import { type BlogPostsTalon } from './useBlogPosts';
import { useBlogCategoryPage, type BlogCategoryPageView } from './useBlogCategoryPage';

function CategoryPosts({ category, posts }: { category: BlogCategoryPageView; posts: BlogPostsTalon }) {
  useMetaDescription(category.metaDescription ?? category.description);
  const { state, pagination } = posts;
  return (
    failurePage(state) ?? (
      <div className={styles.page}>
        <Title>{category.pageTitle}</Title>
        <header className={styles.header}>
          <h1 className={styles.heading}>{category.title}</h1>
          {category.description && <p className={styles.intro}>{category.description}</p>}
          {/* A line held while the posts load, so the page below it does not move. */}
          <p className={styles.meta}>{state.status === 'found' ? <FormattedMessage id="blog.postsCount" values={{ count: state.value.totalCount }} /> : '\u00a0'}</p>
        </header>
        <CategoryNav current={category.identifier} />
        {state.status === 'found' ? <PostGrid posts={state.value.posts} pagination={pagination} /> : <PageLoading skeleton={<PostGridShimmer />} />}
      </div>
    )
  );
}

/** /blog/category/:categoryUrl: the category's name and description, and its posts a page at a time. */
export default function BlogCategoryPage() {
  const { categoryUrl = '' } = useParams();
  const { category, posts } = useBlogCategoryPage(categoryUrl);
  if (category.status === 'loading') return <PageLoading skeleton={<PostGridShimmer />} />;
  return failurePage(category) ?? (category.status === 'found' ? <CategoryPosts category={category.value} posts={posts} /> : null);
}
