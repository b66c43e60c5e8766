import { useIntl } from 'react-intl';
import { CloseIcon } from '../../../lib/icons';
import { ToastIcon } from './ToastIcon';
import styles from './toasts.module.css';
import { type Toast as ToastModel } from './toastTypes';

export interface ToastProps {
  toast: ToastModel;
  onDismiss(id: string): void;
  onRemove(id: string): void;
}

/** One toast: icon, message, optional action and dismiss buttons. Errors are alerts; others polite status. */
export function Toast({ toast, onDismiss, onRemove }: ToastProps) {
  const { formatMessage } = useIntl();
  const { id, type, message, icon, dismissable, actionText, onAction, dismissActionText } = toast;
  const isAlert = type === 'error';
  return (
    <div
      className={`${styles.toast} ${styles[type]}`}
      role={isAlert ? 'alert' : 'status'}
      aria-live={isAlert ? 'assertive' : 'polite'}
      data-duplicate={toast.isDuplicate || undefined}
    >
      <span className={styles.icon}>{icon ?? <ToastIcon type={type} />}</span>
      <p className={styles.message}>{message}</p>
      {actionText ? (
        <button type="button" className={styles.action} onClick={() => onAction?.(() => onRemove(id))}>
          {actionText}
        </button>
      ) : null}
      {dismissable ? (
        dismissActionText ? (
          <button type="button" className={styles.action} onClick={() => onDismiss(id)}>
            {dismissActionText}
          </button>
        ) : (
          <button type="button" className={styles.close} aria-label={formatMessage({ id: 'toast.close' })} onClick={() => onDismiss(id)}>
            <CloseIcon size={20} />
          </button>
        )
      ) : null}
    </div>
  );
}
