import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type FilterGroup, type FilterOption } from './filterGroups';
import styles from './filters.module.css';
import { useExpandedGroups, VISIBLE_OPTIONS } from './useExpandedGroups';
import { type FiltersTalon } from './useFilters';

export interface FilterListProps {
  groups: FilterGroup[];
  labelOf: FiltersTalon['labelOf'];
  onToggle(group: FilterGroup, option: FilterOption): void;
}

/** Each filter group: its name and its options as checkboxes with their counts. */
export function FilterList({ groups, labelOf, onToggle }: FilterListProps) {
  const idPrefix = useId();
  const { isExpanded, toggleExpanded } = useExpandedGroups();
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.key}`;
        const listId = `${headingId}-options`;
        const all = isExpanded(group.key);
        const hidden = group.options.length - VISIBLE_OPTIONS;
        // Picked options are always in view, even in the folded part of a long list.
        const shown = all || hidden <= 0 ? group.options : group.options.filter((option, index) => index < VISIBLE_OPTIONS || option.selected);
        return (
          <section key={group.key} className={styles.group} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.groupTitle}>
              {group.label}
            </h3>
            <ul id={listId} className={styles.options}>
              {shown.map((option) => (
                <li key={option.value}>
                  <label className={styles.option}>
                    <input type="checkbox" className={styles.checkbox} checked={option.selected} onChange={() => onToggle(group, option)} />
                    <span className={styles.optionLabel}>{labelOf({ key: group.key, type: group.type, title: option.title, value: option.value })}</span>
                    {option.count !== null && <span className={styles.optionCount}>{option.count}</span>}
                  </label>
                </li>
              ))}
            </ul>
            {hidden > 0 && (
              <button type="button" className={styles.more} aria-expanded={all} aria-controls={listId} onClick={() => toggleExpanded(group.key)}>
                {all ? <FormattedMessage id="filters.showLess" /> : <FormattedMessage id="filters.showMore" values={{ count: hidden }} />}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
