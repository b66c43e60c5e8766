import type { Db } from '../../types';
import { categoryIdsByUrlPath, equalValues, type EqualFilter } from './categoryRepository';
import { idFromUid, jsonList } from './ids';
import { hasAnyId, type ListingFacets } from './listingFacetIds';
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
  /** Read only for a search (relevance) or a sort by name; null otherwise. */
  name: string | null;
  position: number;
  score: number;
  /** Lowest final price (base currency): what price filters, sorting and buckets use. Set only when needed. */
  price: number | null;
  /** The product's brand, for the brand aggregation (counted from the matches, no second query). */
  brand: Brand | null;
  /** The categories listing the product and the select options it answers to, as the listing index keeps them (see listingFacetIds). */
  facets: ListingFacets;
}

export interface Brand {
  id: number;
  name: string;
  sortOrder: number;
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

/** Those of `optionIds` that are options of the attribute `code` (none when it is no attribute). */
function attributeOptionIds(db: Db, code: string, optionIds: number[]): Set<number> {
  const ids = db
    .prepare(
      `SELECT o.option_id FROM attribute_options o JOIN attributes a ON a.attribute_id = o.attribute_id AND a.attribute_code = ?
       WHERE o.option_id IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .all(code, jsonList(optionIds)) as number[];
  return new Set(ids);
}

/** One candidate as the query's columns, in order: arrays, because a big category has thousands. */
type CandidateRow = [
  entityId: number,
  name: string | null,
  sku: string | null,
  brandId: number | null,
  position: number | null,
  categoryIds: string | null,
  optionIds: string | null,
];

/** Every brand by id: a few dozen rows, cheaper than joining one to each of thousands of candidates. */
function loadBrands(db: Db): Map<number, Brand> {
  const rows = db.prepare('SELECT brand_id, name, sort_order FROM brands').raw(true).all() as Array<[number, string, number | null]>;
  return new Map(rows.map(([id, name, sortOrder]) => [id, { id, name, sortOrder: sortOrder ?? 0 }]));
}

/**
 * The products a category filter lists, from the precomputed index (anchors already expanded):
 * one index range for one category; for several, each product once at its lowest position.
 */
function categoryJoin(categoryIds: number[]): { sql: string; param: unknown } {
  if (categoryIds.length === 1) {
    return { sql: 'JOIN category_product_index pc ON pc.category_id = ? AND pc.product_id = p.entity_id', param: categoryIds[0] };
  }
  return {
    sql: `JOIN (SELECT product_id, MIN(position) AS position FROM category_product_index
      WHERE category_id IN (SELECT value FROM json_each(?)) GROUP BY product_id) pc ON pc.product_id = p.entity_id`,
    param: jsonList(categoryIds),
  };
}

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
    const { sql, param } = categoryJoin(categoryIds);
    joins.push(sql);
    joinParams.push(param);
    positionSql = 'pc.position';
  }

  const { match, scanTerms } = fullTextTerms(terms);
  if (match !== null) {
    joins.push('JOIN (SELECT rowid AS product_id FROM product_search WHERE product_search MATCH ?) s ON s.product_id = p.entity_id');
    joinParams.push(match);
  }

  const optionFilters: Array<Set<number>> = [];
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
    // A select attribute: the product or, for a configurable, one of its enabled children has the
    // option, which its listing options say (checked on the rows: an SQL EXISTS per candidate took seconds).
    optionFilters.push(attributeOptionIds(db, key, numbers(values)));
  }

  // Words too short for the trigram index: a LIKE scan, but only over the rows the rest selected.
  const searchable = ['p.name', 'p.sku', 'b.name', 'p.description', 'p.short_description'];
  for (const term of scanTerms) {
    where.push(`(${searchable.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...searchable.map(() => likeEscape(term)));
  }

  // Names and SKUs only when read: a big category's thousands of unread strings cost a quarter of the query.
  const textSql = terms.length || query.sort?.name ? 'p.name, p.sku' : 'NULL, NULL';
  // (brands b is joined for the short-word scan only: SQLite drops the join when nothing reads it.)
  const sql = `SELECT p.entity_id, ${textSql}, p.brand_id, ${positionSql} AS position, f.category_ids, f.option_ids
    FROM products p ${joins.join(' ')} LEFT JOIN brands b ON b.brand_id = p.brand_id
    LEFT JOIN product_listing_facets f ON f.product_id = p.entity_id WHERE ${where.join(' AND ')}`;
  // Raw rows: thousands of keyed row objects per listing cost more than the query's own work.
  const rows = db.prepare(sql).raw(true).all(...joinParams, ...params) as CandidateRow[];
  const brands = loadBrands(db);

  let matches: ProductMatch[] = rows.map(([id, name, sku, brandId, position, categoryIds, optionIds]) => {
    const brand = (brandId !== null && brands.get(brandId)) || null;
    return {
      id,
      name,
      position: position ?? id,
      score: terms.length ? searchScore(terms, { name: name ?? '', sku: sku ?? '', brand: brand?.name ?? null }) : 0,
      price: null,
      brand,
      facets: { categoryIds, optionIds },
    };
  });

  if (optionFilters.length) matches = matches.filter((m) => optionFilters.every((options) => hasAnyId(m.facets.optionIds, options)));
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
/** localeCompare(b, 'en', { sensitivity: 'base' }) without building a collator for each of thousands of comparisons. */
const byName = new Intl.Collator('en', { sensitivity: 'base' });
const COMPARE: Record<string, Compare> = {
  relevance: (a, b) => a.score - b.score,
  position: (a, b) => a.position - b.position,
  name: (a, b) => byName.compare(a.name ?? '', b.name ?? ''),
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
