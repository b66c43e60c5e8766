import { type ReactNode } from 'react';
import styles from './account.module.css';

interface TableScrollerProps {
  /** The id of the heading that names the table; without one, `label`. */
  labelledBy?: string;
  label?: string;
  isBusy?: boolean;
  children: ReactNode;
}

/**
 * A wide table's frame: it scrolls sideways on a phone, and keyboard users can scroll it too (a
 * named group in the tab order, as WCAG asks of scrollable areas).
 */
export function TableScroller({ labelledBy, label, isBusy = false, children }: TableScrollerProps) {
  return (
    <div className={styles.tableWrap} role="group" tabIndex={0} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} aria-busy={isBusy || undefined}>
      {children}
    </div>
  );
}
