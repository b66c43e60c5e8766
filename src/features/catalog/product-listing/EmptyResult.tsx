import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './listing.module.css';

/** No products: says so, and offers to clear the filters when some are picked. */
export function EmptyResult({ message, onClearFilters }: { message: ReactNode; onClearFilters?: () => void }) {
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.emptyIcon} width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
      </svg>
      <p className={styles.emptyMessage}>{message}</p>
      {onClearFilters && (
        <button type="button" className={styles.emptyButton} onClick={onClearFilters}>
          <FormattedMessage id="listing.clearFilters" />
        </button>
      )}
    </div>
  );
}
