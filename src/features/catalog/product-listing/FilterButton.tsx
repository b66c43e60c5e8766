import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBottomOverlay } from '../../../lib/ui/bottomOverlays';
import { useBottomRoom } from '../../../lib/ui/useBottomRoom';
import styles from './filterModal.module.css';

/**
 * Under 768 px: the floating "Filter" button, on a bar docked at the bottom of the screen (the page
 * keeps room for it at its end, so it covers no card); its badge counts the picked filters.
 */
export function FilterButton({ activeCount, expanded, onClick }: { activeCount: number; expanded: boolean; onClick(): void }) {
  const { formatMessage } = useIntl();
  const countId = useId();
  const isShown = useBottomOverlay('filter', true);
  const roomRef = useBottomRoom<HTMLDivElement>(isShown);
  if (!isShown) return null;
  // The name stays exactly "Filter"; the count is its description.
  return (
    <div ref={roomRef} className={styles.floatingBar}>
      <button
        type="button"
        className={styles.floating}
        onClick={onClick}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-describedby={activeCount > 0 ? countId : undefined}
      >
        <svg className={styles.floatingIcon} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        <FormattedMessage id="filters.button" />
        {activeCount > 0 && (
          <>
            <span className={styles.badge} aria-hidden="true">
              {activeCount}
            </span>
            <span id={countId} hidden>
              {formatMessage({ id: 'filters.activeCount' }, { count: activeCount })}
            </span>
          </>
        )}
      </button>
    </div>
  );
}
