import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ChevronDownIcon } from '../../../lib/icons';
import styles from './toolbar.module.css';
import { type SortTalon } from './useSort';

/** The "Sort by" control (CONVENTIONS: labelled exactly so). */
export function SortControl({ talon }: { talon: SortTalon }) {
  const id = useId();
  if (!talon.options.length) return null;
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        <FormattedMessage id="listing.sortBy" />
      </label>
      <span className={styles.selectWrap}>
        <select id={id} className={styles.select} value={talon.value} onChange={talon.handleChange}>
          {talon.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} className={styles.selectIcon} />
      </span>
    </div>
  );
}
