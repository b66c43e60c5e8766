import type { Db } from '../../types';
import { categoryIdsByUrlPath, categoryIdsForListing, equalValues, type EqualFilter } from './categoryRepository';
import { idFromUid, jsonList } from './ids';
import { lowestFinalPrices } from './lowestPriceCache';
import { fullTextTerms } from './productFullText';
import { CATALOG_VISIBILITY, SEARCH_VISIBILITY } from './productRows';
import { searchScore, searchTerms } from './searchRelevance';

export interface RangeFilter {
  from?: string | null;
  to?: string | null;
}

export interface MatchFilter {
  match?: string | null;
}

/** ProductAttributeFilterInput: the static fields plus one eq/in field per select attribute. */
export type ProductFilter = Record<string, EqualFilter | RangeFilter | MatchFilter | null | undefined>;

export type SortDirection = 'ASC' | 'DESC';
export type ProductSort = Record<string, SortDirection | null | undefined>;

export interface ProductQuery {
  search?: string | null;
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
  /** Base-currency date "YYYY-MM-DD" that decides which special prices are active. */
  today: string;
}

export interface ProductMatch {
  id: number;
  name: string;
  position: number;
  score: number;
  /** Lowest final price (base currency): what price filters, sorting and buckets use. Set only when needed. */
  price: number | null;
  /** The product's brand, for the brand aggregation (counted from the matches, no second query). */
  brand: { id: number; name: string; sortOrder: number } | null;
}

export interface ProductQueryResult {
  /** Every matching product, in the requested order. */
  matches: ProductMatch[];
  /** Categories named by the filter (before anchor expansion), for the category aggregation. */
  filteredCategoryIds: number[] | null;
}

const CATEGORY_KEYS = ['category_id', 'category_uid', 'category_url_path'];
const MATCH_COLUMNS: Record<string, string> = { name: 'p.name', description: 'p.description', short_description: 'p.short_description' };
const EQUAL_COLUMNS: Record<string, string> = { sku: 'p.sku', url_key: 'p.url_key', brand: 'p.brand_id' };

const likeEscape = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const numbers = (values: string[]) => values.map((v) => (/^\d+$/.test(v.trim()) ? Number(v) : -1));

/** The category ids a category_* filter names, or null when it names none. */
function filteredCategories(db: Db, filter: ProductFilter): number[] | null {
  let result: number[] | null = null;
  for (const key of CATEGORY_KEYS) {
    const values = equalValues(filter[key] as EqualFilter | undefined);
    if (values === null) continue;
    const ids =
      key === 'category_id' ? numbers(values) : key === 'category_uid' ? values.map((uid) => idFromUid(uid) ?? -1) : categoryIdsByUrlPath(db, values);
    result = result === null ? ids : result.filter((id) => ids.includes(id));
  }
  return result;
}

/** One candidate as the query's columns, in order: arrays, because a big category has thousands. */
type CandidateRow = [
  entityId: number,
  name: string,
  sku: string,
  brand: string | null,
  brandId: number | null,
  brandSort: number | null,
  position: number | null,
];

/**
 * Runs the products query's search and filters and returns every match, sorted. Price filters
 * and sorting use each product's lowest final price, computed from its parts for composite types.
 */
export function queryProducts(db: Db, query: ProductQuery): ProductQueryResult {
  const filter = query.filter ?? {};
  const terms = searchTerms(query.search ?? '');
  const visibility = query.search != null ? SEARCH_VISIBILITY : CATALOG_VISIBILITY;
  const where = ['p.status = 1', `p.visibility IN (${visibility.join(',')})`];
  const params: unknown[] = [];
  // Joins drive the query from an index (category rows, full-text hits) instead of scanning products.
  const joins: string[] = [];
  const joinParams: unknown[] = [];
  let positionSql = 'p.entity_id';

  const categoryIds = filteredCategories(db, filter);
  if (categoryIds !== null) {
    joins.push(`JOIN (SELECT product_id, MIN(position) AS position FROM product_categories
      WHERE category_id IN (SELECT value FROM json_each(?)) GROUP BY product_id) pc ON pc.product_id = p.entity_id`);
    joinParams.push(jsonList(categoryIdsForListing(db, categoryIds)));
    positionSql = 'pc.position';
  }

  const { match, scanTerms } = fullTextTerms(terms);
  if (match !== null) {
    joins.push('JOIN (SELECT rowid AS product_id FROM product_search WHERE product_search MATCH ?) s ON s.product_id = p.entity_id');
    joinParams.push(match);
  }

  for (const [key, value] of Object.entries(filter)) {
    if (value == null || CATEGORY_KEYS.includes(key) || key === 'price') continue;
    if (key in MATCH_COLUMNS) {
      for (const word of searchTerms((value as MatchFilter).match ?? '')) {
        where.push(`${MATCH_COLUMNS[key]} LIKE ? ESCAPE '\\'`);
        params.push(likeEscape(word));
      }
      continue;
    }
    const values = equalValues(value as EqualFilter);
    if (values === null) continue;
    if (key in EQUAL_COLUMNS) {
      where.push(`${EQUAL_COLUMNS[key]} IN (SELECT value FROM json_each(?))`);
      params.push(jsonList(key === 'brand' ? numbers(values) : values));
      continue;
    }
    // A select attribute: the product or, for a configurable, one of its enabled children has the option.
    where.push(`EXISTS (SELECT 1 FROM product_attribute_values v JOIN attributes a ON a.attribute_id = v.attribute_id AND a.attribute_code = ?
      WHERE v.option_id IN (SELECT value FROM json_each(?)) AND (v.product_id = p.entity_id OR v.product_id IN (
        SELECT l.child_id FROM configurable_links l JOIN products c ON c.entity_id = l.child_id AND c.status = 1 WHERE l.parent_id = p.entity_id)))`);
    params.push(key, jsonList(numbers(values)));
  }

  // Words too short for the trigram index: a LIKE scan, but only over the rows the rest selected.
  const searchable = ['p.name', 'p.sku', 'b.name', 'p.description', 'p.short_description'];
  for (const term of scanTerms) {
    where.push(`(${searchable.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...searchable.map(() => likeEscape(term)));
  }

  const sql = `SELECT p.entity_id, p.name, p.sku, b.name AS brand, b.brand_id AS brand_id, b.sort_order AS brand_sort, ${positionSql} AS position
    FROM products p ${joins.join(' ')} LEFT JOIN brands b ON b.brand_id = p.brand_id WHERE ${where.join(' AND ')}`;
  // Raw rows: thousands of keyed row objects per listing cost more than the query's own work.
  const rows = db.prepare(sql).raw(true).all(...joinParams, ...params) as CandidateRow[];

  let matches: ProductMatch[] = rows.map(([id, name, sku, brand, brandId, brandSort, position]) => ({
    id,
    name,
    position: position ?? id,
    score: terms.length ? searchScore(terms, { name, sku, brand }) : 0,
    price: null,
    brand: brandId === null || brand === null ? null : { id: brandId, name: brand, sortOrder: brandSort ?? 0 },
  }));

  const range = filter.price as RangeFilter | null | undefined;
  if (range || query.sort?.price) withPrices(db, matches, query.today);
  if (range) matches = matches.filter((m) => inPriceRange(m.price as number, range));
  matches.sort(comparator(query.sort, query.search != null));
  return { matches, filteredCategoryIds: categoryIds };
}

/** Fills in the lowest final price of each match (one batch of price queries). */
export function withPrices(db: Db, matches: ProductMatch[], today: string): ProductMatch[] {
  const missing = matches.filter((m) => m.price === null);
  if (missing.length === 0) return matches;
  const prices = lowestFinalPrices(db, missing.map((m) => m.id), today);
  for (const m of missing) m.price = prices.get(m.id) ?? 0;
  return matches;
}

/** Magento's price range: from inclusive, to exclusive (so adjacent buckets never overlap), either end open. */
export function inPriceRange(price: number, range: RangeFilter): boolean {
  const from = range.from != null && range.from !== '' ? Number(range.from) : null;
  const to = range.to != null && range.to !== '' ? Number(range.to) : null;
  if (from !== null && price < from) return false;
  if (to !== null && (from === to ? price > to : price >= to)) return false;
  return true;
}

type Compare = (a: ProductMatch, b: ProductMatch) => number;
const COMPARE: Record<string, Compare> = {
  relevance: (a, b) => a.score - b.score,
  position: (a, b) => a.position - b.position,
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  price: (a, b) => (a.price ?? 0) - (b.price ?? 0),
};

/** The requested sort keys in order, then relevance (search) or position, then id for a stable order. */
function comparator(sort: ProductSort | null | undefined, isSearch: boolean): Compare {
  const keys = Object.entries(sort ?? {}).filter((entry): entry is [string, SortDirection] => entry[1] != null && entry[0] in COMPARE);
  if (keys.length === 0) keys.push(isSearch ? ['relevance', 'DESC'] : ['position', 'ASC']);
  return (a, b) => {
    for (const [key, direction] of keys) {
      const order = COMPARE[key](a, b);
      if (order !== 0) return direction === 'DESC' ? -order : order;
    }
    return a.id - b.id;
  };
}
