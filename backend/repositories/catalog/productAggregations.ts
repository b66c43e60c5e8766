import type { Db } from '../../types';
import type { CategoryRow } from './categoryRepository';
import { encodeUid, jsonList } from './ids';
import { countIds } from './listingFacetIds';
import { queryProducts, withPrices, type ProductFilter, type ProductMatch, type ProductQuery } from './productSearch';

export interface AggregationOptionValue {
  label: string;
  value: string;
  count: number;
}

export interface AggregationValue {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: AggregationOptionValue[];
}

const MAX_PRICE_BUCKETS = 10;

/** The narrowest "round" bucket width (1, 2 or 5 times a power of ten) giving at most ten buckets up to `max`. */
export function priceStep(max: number): number {
  for (let power = 1; ; power *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * power;
      if (Math.floor(max / step) + 1 <= MAX_PRICE_BUCKETS) return step;
    }
  }
}

/**
 * Price buckets of equal, round width (like Magento's automatic price step), only those holding
 * products. value "from_to", label "from-to": the range filter {from, to} selects the same products.
 */
export function priceAggregation(prices: number[]): AggregationValue | null {
  if (prices.length === 0) return null;
  const step = priceStep(Math.max(...prices));
  const counts = new Map<number, number>();
  for (const price of prices) {
    const bucket = Math.floor(price / step);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  const options = [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([bucket, count]) => {
      const from = bucket * step;
      const to = from + step;
      return { label: `${from}-${to}`, value: `${from}_${to}`, count };
    });
  return { attribute_code: 'price', label: 'Price', count: options.length, position: 0, options };
}

/** Matches in each category (anchor categories count their descendants' products), from each match's listing categories. */
export function categoryAggregation(categories: CategoryRow[], matches: ProductMatch[]): AggregationValue | null {
  const counts = new Map<number, number>();
  for (const match of matches) countIds(match.facets.categoryIds, counts);
  const options = categories
    .map((category) => ({ label: category.name, value: encodeUid(category.entity_id), count: counts.get(category.entity_id) ?? 0 }))
    .filter((option) => option.count > 0);
  return options.length ? { attribute_code: 'category_uid', label: 'Category', count: options.length, position: 1, options } : null;
}

interface OptionRow {
  attribute_id: number;
  attribute_code: string;
  attribute_label: string;
  attribute_position: number;
  option_id: number;
  option_label: string;
}

/**
 * One aggregation per filterable select attribute present among the matches: each option with
 * how many of them have it (a configurable has the options of its enabled children). Counted from
 * each match's listing options; only the options found are then read, for their labels and order.
 */
export function attributeAggregations(db: Db, matches: ProductMatch[], onlyCode: string | null = null): AggregationValue[] {
  const counts = new Map<number, number>();
  for (const match of matches) countIds(match.facets.optionIds, counts);
  if (counts.size === 0) return [];
  const rows = db
    .prepare(
      `SELECT a.attribute_id, a.attribute_code, a.frontend_label AS attribute_label, a.position AS attribute_position,
              o.option_id, o.label AS option_label
       FROM attribute_options o
       JOIN attributes a ON a.attribute_id = o.attribute_id AND a.is_filterable = 1 AND (@code IS NULL OR a.attribute_code = @code)
       WHERE o.option_id IN (SELECT value FROM json_each(@ids))
       ORDER BY a.position, a.attribute_id, o.sort_order, o.option_id`,
    )
    .all({ ids: jsonList([...counts.keys()]), code: onlyCode }) as OptionRow[];
  const byAttribute = new Map<number, AggregationValue>();
  for (const row of rows) {
    let aggregation = byAttribute.get(row.attribute_id);
    if (!aggregation) {
      aggregation = { attribute_code: row.attribute_code, label: row.attribute_label, count: 0, position: 10 + row.attribute_position, options: [] };
      byAttribute.set(row.attribute_id, aggregation);
    }
    aggregation.options.push({ label: row.option_label, value: String(row.option_id), count: counts.get(row.option_id) ?? 0 });
    aggregation.count = aggregation.options.length;
  }
  return [...byAttribute.values()];
}

/** Brands of the matches, with how many products each has (filter `brand` takes these ids). */
export function brandAggregation(matches: ProductMatch[]): AggregationValue | null {
  const counts = new Map<number, { brand: NonNullable<ProductMatch['brand']>; count: number }>();
  for (const { brand } of matches) {
    if (!brand) continue;
    const entry = counts.get(brand.id);
    if (entry) entry.count += 1;
    else counts.set(brand.id, { brand, count: 1 });
  }
  const options = [...counts.values()]
    .sort((a, b) => a.brand.sortOrder - b.brand.sortOrder || (a.brand.name < b.brand.name ? -1 : a.brand.name > b.brand.name ? 1 : 0))
    .map(({ brand, count }): AggregationOptionValue => ({ label: brand.name, value: String(brand.id), count }));
  return options.length ? { attribute_code: 'brand', label: 'Brand', count: options.length, position: 2, options } : null;
}

/** Filters that narrow the listing but are no layered-navigation facet (categories drill down instead). */
const NOT_FACETS = new Set(['category_id', 'category_uid', 'category_url_path', 'sku', 'url_key', 'name', 'description', 'short_description']);

/** The filter keys in use whose aggregation is a facet: price, brand and the select attributes. */
export function activeFacets(filter: ProductFilter | null | undefined): string[] {
  return Object.entries(filter ?? {})
    .filter(([key, value]) => value != null && !NOT_FACETS.has(key))
    .map(([key]) => key);
}

/** The products the query matches with one facet's filter left out (every other filter still applies). */
function matchesWithout(db: Db, query: ProductQuery, key: string): ProductMatch[] {
  const { [key]: _left, ...filter } = query.filter ?? {};
  return queryProducts(db, { search: query.search, filter, today: query.today }).matches;
}

/**
 * Price, brand and select-attribute aggregations. Each facet is counted over the products that
 * match every OTHER active filter: a shopper who picked one brand still sees the other brands
 * (with the counts they would add), and an option's count is what choosing it alone would give.
 * Facets without a filter are counted over `matches`, the query's full result.
 */
export function facetAggregations(db: Db, query: ProductQuery, matches: ProductMatch[]): AggregationValue[] {
  const facets = new Set(activeFacets(query.filter));
  const over = (key: string) => (facets.has(key) ? matchesWithout(db, query, key) : matches);

  const priced = withPrices(db, over('price'), query.today);
  const price = priceAggregation(priced.map((m) => m.price as number));
  const brand = brandAggregation(over('brand'));
  const attributes = attributeAggregations(db, matches).filter((a) => !facets.has(a.attribute_code));
  for (const key of facets) {
    if (key === 'price' || key === 'brand') continue;
    attributes.push(...attributeAggregations(db, matchesWithout(db, query, key), key));
  }
  attributes.sort((a, b) => a.position - b.position);
  return [price, brand, ...attributes].filter((a): a is AggregationValue => a !== null);
}
