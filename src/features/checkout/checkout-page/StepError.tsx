import styles from './checkout.module.css';

/** A step's failure as the shop or the network gave it; announced when it appears. */
export function StepError({ message }: { message: string | null }) {
  return (
    <p className={styles.error} role="alert" hidden={!message}>
      {message}
    </p>
  );
}
