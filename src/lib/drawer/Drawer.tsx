import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../icons';
import styles from './drawer.module.css';
import { useDrawer } from './useDrawer';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading (also its accessible name). */
  title: ReactNode;
  children?: ReactNode;
  /** Stays in view below the scrolling body (e.g. a dialog's Apply and Clear all buttons). */
  footer?: ReactNode;
  /** `side` (default): a panel from the right; `fullScreen`: the whole screen, for phone dialogs. */
  variant?: 'side' | 'fullScreen';
}

/**
 * A modal side drawer. The app's page mask (features/overlay) dims the page behind it whenever a
 * drawer is open and closes it on a click; Escape and the close button close it too.
 */
export function Drawer({ open, onClose, title, children, footer, variant = 'side' }: DrawerProps) {
  const { formatMessage } = useIntl();
  const { panelRef } = useDrawer({ open, onClose });
  const titleId = useId();
  if (!open) return null;
  return createPortal(
    <aside ref={panelRef} className={variant === 'fullScreen' ? `${styles.panel} ${styles.fullScreen}` : styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={formatMessage({ id: 'drawer.close' })}>
          <CloseIcon size={20} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer}
    </aside>,
    document.body,
  );
}
