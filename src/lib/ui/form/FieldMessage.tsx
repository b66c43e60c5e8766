import styles from './field.module.css';

/** The line under a control: the error (announced) or the help text. */
export function FieldMessage({ id, error, message }: { id: string; error: string | null; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={error ? styles.error : styles.help} role={error ? 'alert' : undefined}>
      {message}
    </p>
  );
}
