import { type ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';
import styles from './field.module.css';
import { type useFieldMessage } from './useFieldMessage';

interface FieldFrameProps {
  label: string;
  message: ReturnType<typeof useFieldMessage>;
  className?: string;
  /** The control, with `id={message.controlId}`. */
  children: ReactNode;
}

/** A control's frame: its label above, its help text or error below. */
export function FieldFrame({ label, message, className, children }: FieldFrameProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={message.controlId}>
        {label}
      </label>
      {children}
      <FieldMessage id={message.messageId} error={message.error} message={message.message} />
    </div>
  );
}
