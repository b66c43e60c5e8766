import { useBottomOverlay } from '../../../lib/ui/bottomOverlays';
import { useBottomRoom } from '../../../lib/ui/useBottomRoom';
import { Toast } from './Toast';
import styles from './toasts.module.css';
import { useToasts } from './useToasts';

/**
 * The stack of toasts at the bottom of the screen, newest last. On a phone they wait while a more
 * important overlay has the bottom edge (src/lib/ui/bottomOverlays.ts): still read out by screen
 * readers, not drawn over that overlay.
 */
export function ToastContainer() {
  const { toasts, dismissToast, removeToast } = useToasts();
  const hasToasts = toasts.length > 0;
  const isShown = useBottomOverlay('toasts', hasToasts);
  const roomRef = useBottomRoom<HTMLDivElement>(isShown);
  const className = hasToasts && !isShown ? `${styles.container} ${styles.waiting}` : styles.container;
  return (
    <div ref={roomRef} className={className}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={dismissToast} onRemove={removeToast} />
      ))}
    </div>
  );
}
