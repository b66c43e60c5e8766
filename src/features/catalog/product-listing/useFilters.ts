import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { activeChips, filterGroups, type ActiveChip, type AggregationInput, type FilterGroup, type FilterOption } from './filterGroups';
import { useStoreLabels } from '../../../lib/i18n/useStoreLabels';
import { filterValueLabel, withGroupLabels } from './filterLabels';
import { countFilterValues, toggleFilterValue, withFilters, type ActiveFilter, type FilterType } from './listingUrl';

export interface FiltersTalon {
  groups: FilterGroup[];
  chips: ActiveChip[];
  /** Picked values: the Filter button's badge. */
  activeCount: number;
  labelOf(item: { key: string; type: FilterType; title: string; value: string }): string;
  /** Picks or unpicks an option at once (a new history entry: Back undoes it). */
  toggle(group: FilterGroup, option: FilterOption): void;
  remove(chip: ActiveChip): void;
  clearAll(): void;
  /** Puts a whole set of filters in the URL (the mobile dialog's Apply). */
  apply(filters: readonly ActiveFilter[]): void;
}

/** Talon of the filters: groups from the result's aggregations, picks and removals written to the URL (page 1). */
export function useFilters({
  aggregations,
  filters,
  searchParams,
  ignoredKeys,
}: {
  aggregations: ReadonlyArray<AggregationInput | null> | null | undefined;
  filters: readonly ActiveFilter[];
  searchParams: URLSearchParams;
  ignoredKeys: readonly string[];
}): FiltersTalon {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { label } = useStoreLabels();
  const groups = useMemo(() => withGroupLabels(filterGroups(aggregations, filters, ignoredKeys), label), [aggregations, filters, ignoredKeys, label]);
  const chips = useMemo(() => activeChips(filters, groups), [filters, groups]);

  const apply = useCallback(
    (next: readonly ActiveFilter[]) => navigate({ pathname, search: withFilters(searchParams, next).toString() }),
    [navigate, pathname, searchParams],
  );
  const toggle = useCallback(
    (group: FilterGroup, option: FilterOption) => apply(toggleFilterValue(filters, group.key, group.type, option, { single: group.single })),
    [apply, filters],
  );
  const remove = useCallback((chip: ActiveChip) => apply(toggleFilterValue(filters, chip.key, chip.type, chip.value)), [apply, filters]);
  const clearAll = useCallback(() => apply([]), [apply]);
  const labelOf = useCallback(
    (item: { key: string; type: FilterType; title: string; value: string }) => filterValueLabel(item, { formatMessage, formatPrice }),
    [formatMessage, formatPrice],
  );

  return { groups, chips, activeCount: countFilterValues(filters), labelOf, toggle, remove, clearAll, apply };
}
