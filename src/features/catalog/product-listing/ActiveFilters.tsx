import { useIntl } from 'react-intl';
import { CloseIcon } from '../../../lib/icons';
import styles from './filters.module.css';
import { type FiltersTalon } from './useFilters';

/** The picked filters as chips above the products; each chip removes its filter. */
export function ActiveFilters({ filters }: { filters: FiltersTalon }) {
  const { formatMessage } = useIntl();
  if (!filters.chips.length) return null;
  return (
    <ul className={styles.chips} aria-label={formatMessage({ id: 'filters.active' })}>
      {filters.chips.map((chip) => {
        const label = filters.labelOf({ key: chip.key, type: chip.type, title: chip.value.title, value: chip.value.value });
        return (
          <li key={`${chip.key}:${chip.value.value}`}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => filters.remove(chip)}
              aria-label={formatMessage({ id: 'filters.remove' }, { group: chip.groupLabel, label })}
            >
              <span className={styles.chipGroup}>{chip.groupLabel}:</span> {label}
              <CloseIcon size={14} />
            </button>
          </li>
        );
      })}
      <li>
        <button type="button" className={styles.textButton} onClick={filters.clearAll}>
          {formatMessage({ id: 'filters.clearAll' })}
        </button>
      </li>
    </ul>
  );
}
