import { EntityStatus } from '../../../app/MagentoRoute/EntityStatus';
import { PageLoading } from '../../../lib/page/PageLoading';
import { CmsArticle } from '../cms-page/CmsArticle';
import { useCmsPage } from '../cms-page/useCmsPage';
import { HomeContent } from './HomeContent';
import { useHomePage } from './useHomePage';

function HomeCmsPage({ identifier }: { identifier: string }) {
  return (
    <EntityStatus state={useCmsPage(identifier)}>
      {(page) => (
        <CmsArticle page={page}>
          <HomeContent content={page.content} />
        </CmsArticle>
      )}
    </EntityStatus>
  );
}

/** / and /home: the store's home CMS page, its content loaded once the page has (HomeContent). */
export default function HomePage() {
  const { identifier } = useHomePage();
  return identifier ? <HomeCmsPage identifier={identifier} /> : <PageLoading />;
}
