import { CmsArticle } from './CmsArticle';
import CmsContent from './CmsContent';

/** Root component for CMS pages: the content heading, the Page Builder (or plain) content, meta title and description. */
export default function CMS({ identifier }: { identifier: string }) {
  return <CmsArticle identifier={identifier} renderContent={(content) => <CmsContent content={content} isHomePage={false} />} />;
}
