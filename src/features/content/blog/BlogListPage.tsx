import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../../lib/page/PageLoading';
import { useMetaDescription } from '../../../lib/page/useMetaDescription';
import { useTitle } from '../../../lib/page/useTitle';
import styles from './blog.module.css';
import { failurePage } from './BlogStatus';
import { CategoryNav } from './CategoryNav';
import { PostGrid, PostGridShimmer } from './PostGrid';
import { useBlogPosts } from './useBlogPosts';

/** /blog: every post, newest first, a page at a time, under the categories to narrow them. */
export default function BlogListPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const { state, pagination } = useBlogPosts();
  useTitle(formatMessage({ id: titleId }));
  useMetaDescription(formatMessage({ id: 'blog.intro' }));
  return (
    failurePage(state) ?? (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.heading}>
            <FormattedMessage id={titleId} />
          </h1>
          <p className={styles.intro}>
            <FormattedMessage id="blog.intro" />
          </p>
        </header>
        <CategoryNav current={null} />
        {state.status === 'found' ? <PostGrid posts={state.value.posts} pagination={pagination} /> : <PageLoading skeleton={<PostGridShimmer />} />}
      </div>
    )
  );
}
