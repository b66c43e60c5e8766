import { PageLoading } from '../../../lib/page/PageLoading';
import { CmsArticle } from '../cms-page/CmsArticle';
import { HomeContent } from './HomeContent';
import { useHomePage } from './useHomePage';

/** / and /home: the store's home CMS page, its content loaded once the page has (HomeContent). */
export default function HomePage() {
  const { identifier } = useHomePage();
  return identifier ? <CmsArticle identifier={identifier} renderContent={(content) => <HomeContent content={content} />} /> : <PageLoading />;
}
