import { type GetProductFilterInputsQuery } from '../../../__generated__/operations';
import { decodeFilters, decodeSort, filterKeyOf, withPage, type FilterType } from './listingUrl';

/*
 * Bad URLs never show a blank page (issue 8 "Bad input"): when a listing request fails or finds
 * that the URL asks for what the shop does not have, these pure functions give the URL to show
 * instead (the page then replaces the URL with it). null: nothing to mend.
 */

/** The filter and sort fields the shop has, by input type. */
export interface ShopInputs {
  filters: ReadonlyMap<string, FilterType>;
  sorts: ReadonlySet<string>;
}

const INPUT_TYPES: Record<string, FilterType> = {
  FilterEqualTypeInput: 'equal',
  FilterMatchTypeInput: 'match',
  FilterRangeTypeInput: 'range',
};

export function shopInputsOf(data: GetProductFilterInputsQuery | undefined): ShopInputs | null {
  if (!data?.filterInputs?.inputFields || !data.sortInputs?.inputFields) return null;
  const filters = new Map<string, FilterType>();
  for (const field of data.filterInputs.inputFields) {
    const type = field.type.name ? INPUT_TYPES[field.type.name] : undefined;
    if (type) filters.set(field.name, type);
  }
  return { filters, sorts: new Set(data.sortInputs.inputFields.map((field) => field.name)) };
}

const PAST_LAST_PAGE = /currentPage value \d+ specified is greater than the (\d+) page\(s\) available/;

/** Magento's "currentPage value 9 specified is greater than the 3 page(s) available." gives 3. */
export function lastPageFromMessages(messages: readonly string[]): number | null {
  for (const message of messages) {
    const match = PAST_LAST_PAGE.exec(message);
    if (match) return Number(match[1]);
  }
  return null;
}

/** A page past the last one: the last page. */
export function pastLastPageRecovery(params: URLSearchParams, messages: readonly string[]): URLSearchParams | null {
  const last = lastPageFromMessages(messages);
  return last === null ? null : withPage(params, last);
}

/** Whether the URL names any filter or a sort: only then can an unknown field have failed the request. */
export function namesFieldsTheShopMayLack(params: URLSearchParams): boolean {
  return [...params.keys()].some((param) => param.endsWith('[filter]')) || decodeSort(params) !== null;
}

/**
 * The URL without the filters and sort the shop does not have (a key it lacks, or a key of
 * another input type than its values read as) and without unreadable filter keys.
 */
export function unknownInputsRecovery(params: URLSearchParams, inputs: ShopInputs): URLSearchParams | null {
  const types = new Map(decodeFilters(params).map((filter) => [filter.key, filter.type]));
  const next = new URLSearchParams();
  for (const [param, value] of params) {
    if (param.endsWith('[filter]')) {
      const key = filterKeyOf(param);
      if (!key || (types.has(key) && inputs.filters.get(key) !== types.get(key))) continue;
    }
    next.append(param, value);
  }
  const sort = decodeSort(next);
  if (sort && !inputs.sorts.has(sort.key)) {
    next.delete('sort');
    next.delete('dir');
  }
  return next.toString() === params.toString() ? null : next;
}

export interface AggregationLike {
  attribute_code: string;
  options: ReadonlyArray<{ value: string } | null> | null;
}

/** Keys whose values are never looked up in the aggregations: categories drill down, ranges and text are free. */
const NOT_CHECKED = new Set(['category_uid']);

/**
 * The URL without an equal filter none of whose values the shop knows: the aggregations of a
 * result count each facet with the other filters only, so a value the shop has is among them.
 * A filter without an aggregation counts as unknown only when nothing matched.
 */
export function unknownValuesRecovery(
  params: URLSearchParams,
  ignoreKeys: readonly string[],
  result: { totalCount: number; aggregations: ReadonlyArray<AggregationLike | null> },
): URLSearchParams | null {
  const unknown = decodeFilters(params, ignoreKeys).filter((filter) => {
    if (filter.type !== 'equal' || NOT_CHECKED.has(filter.key)) return false;
    const aggregation = result.aggregations.find((candidate) => candidate?.attribute_code === filter.key);
    if (!aggregation) return result.totalCount === 0;
    const known = new Set((aggregation.options ?? []).map((option) => option?.value));
    return !filter.values.some((value) => known.has(value.value));
  });
  if (!unknown.length) return null;
  const drop = new Set(unknown.map((filter) => filter.key));
  const next = new URLSearchParams();
  for (const [param, value] of params) {
    const key = filterKeyOf(param);
    if (!key || !drop.has(key)) next.append(param, value);
  }
  return withPage(next, 1);
}
