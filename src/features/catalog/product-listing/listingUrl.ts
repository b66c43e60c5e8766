/*
 * The listing's state lives only in the URL (spec §3 "Filters in the URL"): a filter is a key
 * with [filter] whose value is the option's title and value joined by a comma, repeated for
 * several values; sort and dir name the sort; page the page. These pure functions read and write
 * it; anything they cannot read is ignored, never a crash.
 */

/** spec §3 input types: equal (one value eq, several in), match, range (from_to, * an open end). */
export type FilterType = 'equal' | 'match' | 'range';

export interface FilterValue {
  /** What the shopper reads (the aggregation option's label). */
  title: string;
  /** What the filter sends (option id, category uid, "from_to", match text). */
  value: string;
}

export interface ActiveFilter {
  key: string;
  type: FilterType;
  values: FilterValue[];
}

export type SortDirection = 'ASC' | 'DESC';

export interface ListingSort {
  key: string;
  dir: SortDirection;
}

export interface ListingState {
  filters: ActiveFilter[];
  sort: ListingSort | null;
  /** 1 when absent or not a positive whole number. */
  page: number;
}

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
export const DIR_PARAM = 'dir';
const FILTER_SUFFIX = '[filter]';

/** Magento's text filters (FilterMatchTypeInput); `price` is its range filter. */
const MATCH_KEYS = new Set(['name', 'description', 'short_description']);
const RANGE_KEYS = new Set(['price']);
/** A GraphQL input field name: anything else cannot be a filter or a sort key. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RANGE_END = '(?:\\d+(?:\\.\\d+)?|\\*)';
const RANGE_VALUE = new RegExp(`^${RANGE_END}_${RANGE_END}$`);

/** The key of a `key[filter]` parameter, or null for any other parameter. */
export function filterKeyOf(param: string): string | null {
  if (!param.endsWith(FILTER_SUFFIX)) return null;
  const key = param.slice(0, -FILTER_SUFFIX.length);
  return FIELD_NAME.test(key) ? key : null;
}

export const filterParam = (key: string) => `${key}${FILTER_SUFFIX}`;

/** A parameter the listing reads: a filter, the sort, its direction, the page. */
export const isListingParam = (param: string): boolean => param === PAGE_PARAM || param === SORT_PARAM || param === DIR_PARAM || filterKeyOf(param) !== null;

/** How a key filters: by its name for Magento's own fields, else by the shape of its values. */
export function filterTypeOf(key: string, values: readonly string[]): FilterType {
  if (MATCH_KEYS.has(key)) return 'match';
  if (RANGE_KEYS.has(key)) return 'range';
  return values.length > 0 && values.every((value) => isRangeValue(value)) ? 'range' : 'equal';
}

/** "from_to" with numbers or * (an open end), not both ends open. */
export function isRangeValue(value: string): boolean {
  return RANGE_VALUE.test(value) && value !== '*_*';
}

/** "title,value": the value follows the last comma (titles may hold commas, values never do). */
export function parseFilterValue(raw: string): FilterValue | null {
  const comma = raw.lastIndexOf(',');
  const title = (comma < 0 ? raw : raw.slice(0, comma)).trim();
  const value = (comma < 0 ? raw : raw.slice(comma + 1)).trim();
  if (!value) return null;
  return { title: title || value, value };
}

export const formatFilterValue = ({ title, value }: FilterValue) => `${title},${value}`;

function decodeFilter(key: string, raws: string[]): ActiveFilter | null {
  const parsed: FilterValue[] = [];
  for (const raw of raws) {
    const value = parseFilterValue(raw);
    if (value && !parsed.some((seen) => seen.value === value.value)) parsed.push(value);
  }
  if (!parsed.length) return null;
  const type = filterTypeOf(key, parsed.map((v) => v.value));
  // A range or a match takes one value: the first that reads as one.
  if (type === 'range') {
    const first = parsed.find((v) => isRangeValue(v.value));
    return first ? { key, type, values: [first] } : null;
  }
  return { key, type, values: type === 'match' ? parsed.slice(0, 1) : parsed };
}

/** Every readable filter in the URL, in the order their keys first appear. `ignoreKeys` are dropped. */
export function decodeFilters(params: URLSearchParams, ignoreKeys: readonly string[] = []): ActiveFilter[] {
  const byKey = new Map<string, string[]>();
  for (const [param, raw] of params) {
    const key = filterKeyOf(param);
    if (!key || ignoreKeys.includes(key)) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), raw]);
  }
  return [...byKey].flatMap(([key, raws]) => decodeFilter(key, raws) ?? []);
}

export function decodeSort(params: URLSearchParams): ListingSort | null {
  const key = params.get(SORT_PARAM)?.trim();
  if (!key || !FIELD_NAME.test(key)) return null;
  const dir = params.get(DIR_PARAM)?.trim().toUpperCase();
  return { key, dir: dir === 'DESC' ? 'DESC' : dir === 'ASC' ? 'ASC' : defaultDirection(key) };
}

/** Relevance reads best first; everything else from the start (A to Z, low to high). */
export const defaultDirection = (key: string): SortDirection => (key === 'relevance' ? 'DESC' : 'ASC');

/** GraphQL's Int is 32-bit: a bigger page number is just "past the last page". */
const MAX_PAGE = 2 ** 31 - 1;

/** A positive whole page number, else 1 ("abc", "0", "-2", "1.5" all show the first page). */
export function decodePage(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

export function decodeListing(params: URLSearchParams, ignoreKeys: readonly string[] = []): ListingState {
  return { filters: decodeFilters(params, ignoreKeys), sort: decodeSort(params), page: decodePage(params) };
}

/* Writing: each returns new parameters and keeps everything else (e.g. the search query). */

function copy(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams(params);
}

/** The page; page 1 is the default and leaves the URL without one. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = copy(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  return next;
}

/** The sort (null for the listing's default), back on the first page. */
export function withSort(params: URLSearchParams, sort: ListingSort | null): URLSearchParams {
  const next = withPage(params, 1);
  next.delete(SORT_PARAM);
  next.delete(DIR_PARAM);
  if (sort) {
    next.set(SORT_PARAM, sort.key);
    next.set(DIR_PARAM, sort.dir);
  }
  return next;
}

/** Every filter (also an unreadable one) replaced by `filters` (none: cleared), back on the first page. */
export function withFilters(params: URLSearchParams, filters: readonly ActiveFilter[]): URLSearchParams {
  const next = withPage(params, 1);
  for (const param of [...new Set(next.keys())]) {
    if (param.endsWith(FILTER_SUFFIX)) next.delete(param);
  }
  for (const filter of filters) {
    for (const value of filter.values) next.append(filterParam(filter.key), formatFilterValue(value));
  }
  return next;
}

/** Filters with a key's values replaced (an empty list removes the key), in the same order. */
export function replaceFilterValues(filters: readonly ActiveFilter[], key: string, type: FilterType, values: FilterValue[]): ActiveFilter[] {
  const index = filters.findIndex((filter) => filter.key === key);
  if (!values.length) return filters.filter((filter) => filter.key !== key);
  const replaced: ActiveFilter = { key, type, values };
  if (index < 0) return [...filters, replaced];
  return filters.map((filter, i) => (i === index ? replaced : filter));
}

/**
 * Picks or unpicks one value. Equal filters take several values (sent as `in`); a range, a
 * match, and filters marked `single` (a category drill-down) hold one: picking replaces it.
 */
export function toggleFilterValue(
  filters: readonly ActiveFilter[],
  key: string,
  type: FilterType,
  value: FilterValue,
  { single = false }: { single?: boolean } = {},
): ActiveFilter[] {
  const current = filters.find((filter) => filter.key === key)?.values ?? [];
  const isOn = current.some((v) => v.value === value.value);
  if (isOn) return replaceFilterValues(filters, key, type, current.filter((v) => v.value !== value.value));
  const exclusive = single || type !== 'equal';
  return replaceFilterValues(filters, key, type, exclusive ? [value] : [...current, value]);
}

/** How many values are picked: the mobile Filter button's badge. */
export const countFilterValues = (filters: readonly ActiveFilter[]) => filters.reduce((sum, filter) => sum + filter.values.length, 0);

/** "from_to" as Magento's FilterRangeTypeInput; * leaves that end open. */
export function rangeInput(value: string): { from?: string; to?: string } {
  const [from, to] = value.split('_');
  return { ...(from !== '*' ? { from } : {}), ...(to !== '*' ? { to } : {}) };
}

/** One filter as Magento's input: eq for one value, in for several; match; from/to. */
export function filterInput(filter: ActiveFilter): { eq: string } | { in: string[] } | { match: string } | { from?: string; to?: string } {
  const values = filter.values.map((v) => v.value);
  if (filter.type === 'range') return rangeInput(values[0]);
  if (filter.type === 'match') return { match: values[0] };
  return values.length === 1 ? { eq: values[0] } : { in: values };
}
