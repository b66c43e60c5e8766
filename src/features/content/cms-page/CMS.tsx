import { Title } from '../../../lib/page/Title';
import { useMetaDescription } from '../../../lib/page/useMetaDescription';
import { RichContent } from '../../../pagebuilder/RichContent';
import { EntityStatus } from '../../../app/MagentoRoute/EntityStatus';
import styles from './cms.module.css';
import { contentLayout } from './contentLayout';
import { ProgressiveContent } from './ProgressiveContent';
import { useCmsPage, type CmsPageView } from './useCmsPage';

export interface CMSProps {
  identifier: string;
  /** Shown on / and /home: long content then starts with the floor wrapper (spec §2). */
  isHomePage?: boolean;
}

function CmsPage({ page, isHomePage }: { page: CmsPageView; isHomePage: boolean }) {
  useMetaDescription(page.metaDescription);
  const layout = contentLayout(page.content, isHomePage);
  return (
    <article className={styles.page}>
      <Title>{page.title}</Title>
      <h1 className={page.heading ? styles.heading : styles.visuallyHidden}>{page.heading ?? page.title}</h1>
      {layout.kind === 'progressive' ? (
        <ProgressiveContent html={page.content} firstBlocks={layout.firstBlocks} floorWrapper={layout.floorWrapper} />
      ) : (
        <RichContent html={page.content} priority />
      )}
    </article>
  );
}

/** Root component for CMS pages: the content heading, the Page Builder (or plain) content, meta title and description. */
export default function CMS({ identifier, isHomePage = false }: CMSProps) {
  return <EntityStatus state={useCmsPage(identifier)}>{(page) => <CmsPage page={page} isHomePage={isHomePage} />}</EntityStatus>;
}
