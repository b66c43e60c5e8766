import { EntityStatus } from '../../../app/MagentoRoute/EntityStatus';
import { CmsArticle } from './CmsArticle';
import CmsContent from './CmsContent';
import { useCmsPage } from './useCmsPage';

/** Root component for CMS pages: the content heading, the Page Builder (or plain) content, meta title and description. */
export default function CMS({ identifier }: { identifier: string }) {
  return (
    <EntityStatus state={useCmsPage(identifier)}>
      {(page) => (
        <CmsArticle page={page}>
          <CmsContent content={page.content} isHomePage={false} />
        </CmsArticle>
      )}
    </EntityStatus>
  );
}
