import { Title } from '../../lib/page/Title';
import { EntityStatus } from '../EntityStatus';
import styles from '../rootPage.module.css';
import { useCmsPage } from './useCmsPage';

export interface CMSProps {
  identifier: string;
}

/** Root component for CMS pages (placeholder): the page's heading and its content as sanitized HTML. */
export default function CMS({ identifier }: CMSProps) {
  return (
    <EntityStatus state={useCmsPage(identifier)}>
      {(page) => (
        <article className={styles.page}>
          <Title>{page.title}</Title>
          <h1 className={styles.title}>{page.heading}</h1>
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
      )}
    </EntityStatus>
  );
}
