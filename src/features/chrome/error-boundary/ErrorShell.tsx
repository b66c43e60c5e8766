import { FormattedMessage } from 'react-intl';
import styles from './errorShell.module.css';

/** The masked page shown after a render crash: what went wrong and a way to start again. */
export function ErrorShell({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div className={styles.mask}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.heading}>
          <FormattedMessage id="errorBoundary.heading" />
        </h1>
        {message ? <p className={styles.message}>{message}</p> : null}
        <button type="button" className={styles.reload} onClick={onReload}>
          <FormattedMessage id="errorBoundary.reload" />
        </button>
      </div>
    </div>
  );
}
