import { GraphQlInputException, __ } from '../errors';

/** Magento's legacy FilterTypeInput, which third-party modules (Mageplaza's among them) filter with. */
export interface FilterTypeInput {
  eq?: string | null;
  neq?: string | null;
  like?: string | null;
  in?: ReadonlyArray<string | null> | null;
  nin?: ReadonlyArray<string | null> | null;
  from?: string | null;
  to?: string | null;
  gt?: string | null;
  gteq?: string | null;
  lt?: string | null;
  lteq?: string | null;
  moreq?: string | null;
  finset?: ReadonlyArray<string | null> | null;
  null?: string | null;
  notnull?: string | null;
}

export type FilterTypeFilter = Readonly<Record<string, FilterTypeInput | null | undefined>>;

export interface SqlWhere {
  /** Conditions to AND ("1 = 1" when there are none). */
  sql: string;
  params: unknown[];
}

/** Longest value and list a filter may hold: no shop field is longer, and a query stays cheap. */
export const FILTER_VALUE_MAX_LENGTH = 255;
export const FILTER_LIST_MAX_LENGTH = 100;

const COMPARISONS: ReadonlyArray<[keyof FilterTypeInput, string]> = [
  ['eq', '='],
  ['neq', '!='],
  ['from', '>='],
  ['to', '<='],
  ['gt', '>'],
  ['gteq', '>='],
  ['moreq', '>='],
  ['lt', '<'],
  ['lteq', '<='],
];

function checkValue(field: string, value: string): string {
  if (value.length > FILTER_VALUE_MAX_LENGTH) throw new GraphQlInputException(__('The "%1" filter value is longer than %2 characters.', field, FILTER_VALUE_MAX_LENGTH));
  return value;
}

function checkList(field: string, values: ReadonlyArray<string | null>): string[] {
  if (values.length > FILTER_LIST_MAX_LENGTH) throw new GraphQlInputException(__('The "%1" filter lists more than %2 values.', field, FILTER_LIST_MAX_LENGTH));
  return values.filter((value): value is string => value !== null).map((value) => checkValue(field, value));
}

/** One field's conditions: each condition type given becomes one more ANDed condition, as Magento's search criteria do. */
function fieldConditions(field: string, column: string, input: FilterTypeInput, where: string[], params: unknown[]): void {
  for (const [key, operator] of COMPARISONS) {
    const value = input[key];
    if (typeof value !== 'string') continue;
    where.push(`${column} ${operator} ?`);
    params.push(checkValue(field, value));
  }
  // As in MySQL: the caller writes the wildcards (%, _), a backslash escapes one.
  if (typeof input.like === 'string') {
    where.push(`${column} LIKE ? ESCAPE '\\'`);
    params.push(checkValue(field, input.like));
  }
  for (const [key, negate] of [['in', ''], ['nin', 'NOT ']] as const) {
    const list = input[key];
    if (!list) continue;
    where.push(`${column} ${negate}IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(checkList(field, list)));
  }
  // FIND_IN_SET: the comma-separated column holds any of the values.
  if (input.finset) {
    const values = checkList(field, input.finset);
    where.push(values.length ? `(${values.map(() => `(',' || ${column} || ',') LIKE ('%,' || ? || ',%')`).join(' OR ')})` : '0');
    params.push(...values);
  }
  if (input.null != null) where.push(`${column} IS NULL`);
  if (input.notnull != null) where.push(`${column} IS NOT NULL`);
}

/**
 * A FilterTypeInput filter as SQL conditions on `columns` (field name to SQL expression; a field
 * the input type has but the shop does not store maps to NULL). Values are bound, never spliced.
 */
export function filterTypeWhere(filter: FilterTypeFilter | null | undefined, columns: Readonly<Record<string, string>>): SqlWhere {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const [field, input] of Object.entries(filter ?? {})) {
    if (!input) continue;
    const column = columns[field];
    if (column === undefined) throw new GraphQlInputException(__('Field "%1" cannot be filtered.', field));
    fieldConditions(field, column, input, where, params);
  }
  return { sql: where.length ? where.join(' AND ') : '1 = 1', params };
}
