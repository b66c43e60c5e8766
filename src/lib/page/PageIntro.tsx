import { FormattedMessage } from 'react-intl';
import styles from './pageIntro.module.css';

/**
 * A page's heading and the line under it (the page's introId, declared in its page.ts). On phones the top bar names the page, so the heading is
 * there for screen readers only. The static shell writes both out from the page's declaration
 * (its introId) before any script runs: src/styles/shellLayouts.css .shell-intro mirrors this CSS.
 */
export function PageIntro({ title, introId }: { title: string; introId?: string }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {introId ? (
        <p className={styles.intro}>
          <FormattedMessage id={introId} />
        </p>
      ) : null}
    </>
  );
}
