import { type ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';
import styles from './field.module.css';

/** The ids and the line under a control (useFieldMessage gives them for an informed field). */
export interface FieldFrameMessage {
  controlId: string;
  messageId: string;
  error: string | null;
  message: string | null;
}

interface FieldFrameProps {
  label: string;
  message: FieldFrameMessage;
  className?: string;
  /** The control, with `id={message.controlId}`. */
  children: ReactNode;
  /** Under the message: what belongs to the field without being its control (a preview, a Remove button). */
  after?: ReactNode;
}

/** A control's frame: its label above, its help text or error below. */
export function FieldFrame({ label, message, className, children, after }: FieldFrameProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={message.controlId}>
        {label}
      </label>
      {children}
      <FieldMessage id={message.messageId} error={message.error} message={message.message} />
      {after}
    </div>
  );
}
