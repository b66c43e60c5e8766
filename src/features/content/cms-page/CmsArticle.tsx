import { type ReactNode } from 'react';
import { Title } from '../../../lib/page/Title';
import { useMetaDescription } from '../../../lib/page/useMetaDescription';
import styles from './cms.module.css';
import { type CmsPageView } from './useCmsPage';

/** A CMS page's frame: meta title and description, the content heading, and its content. */
export function CmsArticle({ page, children }: { page: CmsPageView; children: ReactNode }) {
  useMetaDescription(page.metaDescription);
  return (
    <article className={styles.page}>
      <Title>{page.title}</Title>
      <h1 className={page.heading ? styles.heading : styles.visuallyHidden}>{page.heading ?? page.title}</h1>
      {children}
    </article>
  );
}
