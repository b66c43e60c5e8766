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
}

/**
 * A modal side drawer. The app's page mask (features/overlay) dims the page behind it whenever a
 * drawer is open and closes it on a click; Escape and the close button close it too.
 */
export function Drawer({ open, onClose, title, children }: DrawerProps) {
  const { formatMessage } = useIntl();
  const { panelRef } = useDrawer({ open, onClose });
  const titleId = useId();
  if (!open) return null;
  return createPortal(
    <aside ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={formatMessage({ id: 'drawer.close' })}>
          <CloseIcon size={20} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </aside>,
    document.body,
  );
}
