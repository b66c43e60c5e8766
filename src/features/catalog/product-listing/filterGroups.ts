import { type ActiveFilter, type FilterType, type FilterValue, filterTypeOf } from './listingUrl';

export interface AggregationInput {
  attribute_code: string;
  label?: string | null;
  position?: number | null;
  options?: ReadonlyArray<{ label?: string | null; value: string; count?: number | null } | null> | null;
}

export interface FilterOption extends FilterValue {
  /** Products the option gives (with the other filters); null for a picked value the result no longer lists. */
  count: number | null;
  selected: boolean;
}

export interface FilterGroup {
  key: string;
  label: string;
  type: FilterType;
  /** One value at a time: a price range, a category (which drills down). */
  single: boolean;
  options: FilterOption[];
}

/** Categories drill down (the aggregation lists the children of the one picked): one at a time. */
const SINGLE_KEYS = new Set(['category_uid']);

/**
 * The filter sidebar's groups from a result's aggregations, in the shop's order, with what the
 * URL picked marked. A picked value the aggregation no longer lists (a category drilled into) is
 * kept at the top, so it can be unpicked where it was picked.
 */
export function filterGroups(aggregations: ReadonlyArray<AggregationInput | null> | null | undefined, filters: readonly ActiveFilter[], ignoreKeys: readonly string[] = []): FilterGroup[] {
  const list = (aggregations ?? []).filter((a): a is AggregationInput => Boolean(a) && !ignoreKeys.includes(a!.attribute_code));
  return list
    .map((aggregation, index) => ({ aggregation, index }))
    .sort((a, b) => (a.aggregation.position ?? 0) - (b.aggregation.position ?? 0) || a.index - b.index)
    .map(({ aggregation }) => {
      const key = aggregation.attribute_code;
      const picked = filters.find((filter) => filter.key === key)?.values ?? [];
      const pickedValues = new Set(picked.map((v) => v.value));
      const offered = (aggregation.options ?? []).filter((o): o is NonNullable<typeof o> => Boolean(o?.value));
      const offeredValues = new Set(offered.map((o) => o.value));
      const options: FilterOption[] = [
        ...picked.filter((v) => !offeredValues.has(v.value)).map((v) => ({ ...v, count: null, selected: true })),
        ...offered.map((o) => ({ title: o.label || o.value, value: o.value, count: o.count ?? null, selected: pickedValues.has(o.value) })),
      ];
      const type = filterTypeOf(key, options.map((o) => o.value));
      return { key, label: aggregation.label || key, type, single: SINGLE_KEYS.has(key) || type !== 'equal', options };
    })
    .filter((group) => group.options.length > 0);
}

/** A picked filter value with the name of its group, for the "remove" chips. */
export interface ActiveChip {
  key: string;
  type: FilterType;
  groupLabel: string;
  value: FilterValue;
}

/** The picked values, named as the shop names them now (the URL's title only for a value it no longer lists). */
export function activeChips(filters: readonly ActiveFilter[], groups: readonly FilterGroup[]): ActiveChip[] {
  return filters.flatMap((filter) => {
    const group = groups.find((candidate) => candidate.key === filter.key);
    return filter.values.map((value) => {
      const offered = group?.options.find((option) => option.count !== null && option.value === value.value);
      return { key: filter.key, type: filter.type, groupLabel: group?.label ?? filter.key, value: offered ? { title: offered.title, value: value.value } : value };
    });
  });
}
