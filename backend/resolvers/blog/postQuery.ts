import type { BlogPostsFilterInput, FilterTypeInput } from '../../__generated__/resolvers';
import { GraphQlInputException, __ } from '../../errors';
import type { PostOrder, SqlCondition } from '../../repositories/blogRepository';

// blogPosts' filter and sort arguments (Magefan's legacy FilterTypeInput conditions) as SQL over
// blog_posts `p`. Pure: values only ever travel as parameters.

type Value = string | number;

/** Where a filter field's value lives: a column of the post, or a column of a table linked to it. */
type Target = { column: string; numeric: boolean } | { linkTable: string; linkColumn: string };

const TARGETS: Readonly<Record<Exclude<keyof BlogPostsFilterInput, 'search'>, Target>> = {
  post_id: { column: 'p.post_id', numeric: true },
  title: { column: 'p.title', numeric: false },
  content: { column: 'p.content', numeric: false },
  publish_time: { column: 'p.publish_date', numeric: false },
  category_id: { linkTable: 'blog_post_categories', linkColumn: 'category_id' },
  relatedproduct_id: { linkTable: 'blog_post_related_products', linkColumn: 'product_id' },
};

const COMPARISONS = [['eq', '='], ['neq', '<>'], ['like', 'LIKE'], ['gt', '>'], ['gteq', '>='], ['lt', '<'], ['lteq', '<='], ['from', '>='], ['to', '<=']] as const;
const UNSUPPORTED = ['finset', 'moreq', 'null', 'notnull'] as const;

const asValue = (value: string, numeric: boolean): Value => (numeric && /^-?\d+$/.test(value) ? Number(value) : value);
const present = (values: ReadonlyArray<string | null | undefined>) => values.filter((value): value is string => value != null);

/** The conditions of one FilterTypeInput on `column`, joined with AND. */
function conditionsOn(column: string, numeric: boolean, input: FilterTypeInput): SqlCondition[] {
  for (const condition of UNSUPPORTED) {
    if (input[condition] != null) throw new GraphQlInputException(__('The "%1" condition is not supported by blog post filters.', condition));
  }
  const conditions: SqlCondition[] = [];
  for (const [condition, operator] of COMPARISONS) {
    const value = input[condition];
    if (typeof value === 'string') conditions.push({ sql: `${column} ${operator} ?`, params: [asValue(value, numeric)] });
  }
  if (input.in != null) {
    const values = present(input.in).map((value) => asValue(value, numeric));
    conditions.push(values.length ? { sql: `${column} IN (${values.map(() => '?').join(', ')})`, params: values } : { sql: '0', params: [] });
  }
  if (input.nin != null) {
    const values = present(input.nin).map((value) => asValue(value, numeric));
    if (values.length) conditions.push({ sql: `${column} NOT IN (${values.map(() => '?').join(', ')})`, params: values });
  }
  return conditions;
}

const and = (conditions: readonly SqlCondition[]): SqlCondition | null =>
  conditions.length === 0 ? null : { sql: conditions.map((condition) => `(${condition.sql})`).join(' AND '), params: conditions.flatMap((condition) => condition.params) };

function targetCondition(target: Target, input: FilterTypeInput): SqlCondition | null {
  if ('column' in target) return and(conditionsOn(target.column, target.numeric, input));
  const inner = and(conditionsOn(`link.${target.linkColumn}`, true, input));
  if (!inner) return null;
  return { sql: `EXISTS (SELECT 1 FROM ${target.linkTable} link WHERE link.post_id = p.post_id AND ${inner.sql})`, params: inner.params };
}

/** Magefan's search: the words anywhere in the title, the short content or the content (LIKE wildcards in them are literal). */
function searchCondition(input: FilterTypeInput): SqlCondition | null {
  const words = (input.eq ?? input.like ?? '').replace(/%/g, ' ').trim();
  if (!words) return null;
  const pattern = `%${words.replace(/[\\_]/g, (char) => `\\${char}`)}%`;
  const columns = ['p.title', 'p.short_content', 'p.content'];
  return { sql: columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR '), params: columns.map(() => pattern) };
}

/** The filter as one SQL condition; null when it asks nothing. */
export function postFilterCondition(filter: BlogPostsFilterInput | null | undefined): SqlCondition | null {
  if (!filter) return null;
  const conditions: SqlCondition[] = [];
  for (const [field, target] of Object.entries(TARGETS) as Array<[keyof typeof TARGETS, Target]>) {
    const input = filter[field];
    const condition = input ? targetCondition(target, input) : null;
    if (condition) conditions.push(condition);
  }
  const search = filter.search ? searchCondition(filter.search) : null;
  if (search) conditions.push(search);
  return and(conditions);
}

const SORT_COLUMNS: Readonly<Record<string, PostOrder['column']>> = {
  publish_time: 'publish_date',
  creation_time: 'created_at',
  update_time: 'updated_at',
  title: 'title',
  post_id: 'post_id',
};

/** Newest first unless `sort` names a direction, which then applies to `sortFiled`. */
export function postOrder(sort: ReadonlyArray<string | null> | null | undefined, sortFiled: string | null | undefined): PostOrder {
  const direction = sort?.[0]?.toUpperCase();
  if (direction == null) return { column: 'publish_date', direction: 'DESC' };
  if (direction !== 'ASC' && direction !== 'DESC') throw new GraphQlInputException(__('Sort direction "%1" is not supported: use ASC or DESC.', String(sort?.[0])));
  const field = sortFiled ?? 'publish_time';
  const column = SORT_COLUMNS[field];
  if (!column) throw new GraphQlInputException(__('Blog posts cannot be sorted by "%1".', field));
  return { column, direction };
}
