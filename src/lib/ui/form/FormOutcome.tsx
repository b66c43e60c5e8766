import { type ReactNode } from 'react';
import styles from './formStatus.module.css';

/**
 * What a one-page form says above its button: the refusal (an alert) and the success, in a live
 * region present from the start so that it is announced when it is filled.
 */
export function FormOutcome({ error, success }: { error: string | null; success: ReactNode }) {
  return (
    <>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.success} role="status">
        {success}
      </p>
    </>
  );
}
