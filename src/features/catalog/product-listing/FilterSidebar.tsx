import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { FilterList } from './FilterList';
import styles from './filters.module.css';
import { type FiltersTalon } from './useFilters';

/** From 768 px up: the filters beside the products (spec §9 sidebar 325 px); a pick applies at once. */
export function FilterSidebar({ filters }: { filters: FiltersTalon }) {
  const titleId = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <div className={styles.sidebarHead}>
        <h2 id={titleId} className={styles.heading}>
          <FormattedMessage id="filters.heading" />
        </h2>
        {filters.activeCount > 0 && (
          <button type="button" className={styles.textButton} onClick={filters.clearAll}>
            <FormattedMessage id="filters.clearAll" />
          </button>
        )}
      </div>
      {filters.groups.length ? (
        <FilterList groups={filters.groups} labelOf={filters.labelOf} onToggle={filters.toggle} />
      ) : (
        <p className={styles.none}>
          <FormattedMessage id="filters.none" />
        </p>
      )}
    </aside>
  );
}
