import { FormattedMessage } from 'react-intl';
import styles from './account.module.css';

/** Under a form: Magento's refusal as an alert, or the success message once it was accepted. */
export function FormStatus({ error, isDone, doneId }: { error: string | null; isDone: boolean; doneId: string }) {
  if (error) {
    return (
      <p className={styles.error} role="alert">
        {error}
      </p>
    );
  }
  return (
    <p className={styles.success} role="status">
      {isDone ? <FormattedMessage id={doneId} /> : null}
    </p>
  );
}
