import { Toast } from './Toast';
import styles from './toasts.module.css';
import { useToasts } from './useToasts';

/** The stack of toasts at the bottom of the screen, newest last. */
export function ToastContainer() {
  const { toasts, dismissToast, removeToast } = useToasts();
  return (
    <div className={styles.container}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={dismissToast} onRemove={removeToast} />
      ))}
    </div>
  );
}
