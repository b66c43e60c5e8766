import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BackIcon } from '../../../lib/icons';
import styles from './pagination.module.css';
import { type PaginationTalon } from './usePagination';

/** Previous, the page numbers (each labelled by its number) and Next; nothing for a single page. */
export function Pagination({ talon }: { talon: PaginationTalon }) {
  const { formatMessage } = useIntl();
  const { current, total, slots, hrefFor, previousHref, nextHref, handleNavigate } = talon;
  if (total <= 1) return null;
  return (
    <nav className={styles.root} aria-label={formatMessage({ id: 'pagination.label' })}>
      <ul className={styles.list}>
        <li>
          {previousHref ? (
            <Link className={styles.step} to={previousHref} onClick={handleNavigate} rel="prev">
              <BackIcon size={16} />
              <span className={styles.stepText}>
                <FormattedMessage id="pagination.previous" />
              </span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <BackIcon size={16} />
              <span className={styles.stepText}>
                <FormattedMessage id="pagination.previous" />
              </span>
            </span>
          )}
        </li>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              {slot === current ? (
                <span className={`${styles.page} ${styles.current}`} aria-current="page">
                  {slot}
                </span>
              ) : (
                <Link className={styles.page} to={hrefFor(slot)} onClick={handleNavigate}>
                  {slot}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {nextHref ? (
            <Link className={styles.step} to={nextHref} onClick={handleNavigate} rel="next">
              <span className={styles.stepText}>
                <FormattedMessage id="pagination.next" />
              </span>
              <BackIcon size={16} className={styles.forward} />
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <span className={styles.stepText}>
                <FormattedMessage id="pagination.next" />
              </span>
              <BackIcon size={16} className={styles.forward} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
