import { type ReactNode } from 'react';
import { EntityStatus } from '../../../app/MagentoRoute/EntityStatus';
import { Title } from '../../../lib/page/Title';
import { useMetaDescription } from '../../../lib/page/useMetaDescription';
import styles from './cms.module.css';
import { useCmsPage } from './useCmsPage';

/**
 * A CMS page by identifier: its loading and error states, meta title and description, the content
 * heading, and its stored content as `renderContent` draws it (no Page Builder code here, so the
 * home page can load that later).
 */
export function CmsArticle({ identifier, renderContent }: { identifier: string; renderContent: (content: string) => ReactNode }) {
  const state = useCmsPage(identifier);
  useMetaDescription(state.status === 'found' ? state.metaDescription : null);
  return (
    <EntityStatus state={state}>
      {(page) => (
        <article className={styles.page}>
          <Title>{page.title}</Title>
          <h1 className={page.heading ? styles.heading : styles.visuallyHidden}>{page.heading ?? page.title}</h1>
          {renderContent(page.content)}
        </article>
      )}
    </EntityStatus>
  );
}
