import type { Db } from '../../types';
import { categoryIdsForListing, type CategoryRow } from './categoryRepository';
import { encodeUid, jsonList } from './ids';
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

/** Products among `productIds` in each category (anchor categories count their descendants' products). */
export function categoryAggregation(db: Db, categories: CategoryRow[], productIds: number[]): AggregationValue | null {
  // Which listed category each assigned category counts towards (itself, or its anchor ancestor).
  const countsTowards = new Map<number, number[]>();
  for (const category of categories) {
    for (const id of categoryIdsForListing(db, [category.entity_id])) countsTowards.set(id, [...(countsTowards.get(id) ?? []), category.entity_id]);
  }
  // One query for every category, not one per category: a big result has thousands of ids to bind.
  // "+category_id" keeps SQLite from probing every (product, category) pair: it walks each product's rows.
  const rows = db
    .prepare(
      `SELECT category_id, product_id FROM product_categories
       WHERE +category_id IN (SELECT value FROM json_each(?)) AND product_id IN (SELECT value FROM json_each(?))`,
    )
    .all(jsonList([...countsTowards.keys()]), jsonList(productIds)) as Array<{ category_id: number; product_id: number }>;
  const products = new Map<number, Set<number>>();
  for (const row of rows) {
    for (const listed of countsTowards.get(row.category_id) ?? []) {
      let set = products.get(listed);
      if (!set) products.set(listed, (set = new Set()));
      set.add(row.product_id);
    }
  }
  const options = categories
    .map((category) => ({ label: category.name, value: encodeUid(category.entity_id), count: products.get(category.entity_id)?.size ?? 0 }))
    .filter((option) => option.count > 0);
  return options.length ? { attribute_code: 'category_uid', label: 'Category', count: options.length, position: 1, options } : null;
}

interface OptionCountRow {
  attribute_id: number;
  attribute_code: string;
  attribute_label: string;
  attribute_position: number;
  option_id: number;
  option_label: string;
  count: number;
}

/**
 * One aggregation per filterable select attribute present among the products: each option with
 * how many of them have it (a configurable has the options of its enabled children).
 */
export function attributeAggregations(db: Db, productIds: number[], onlyCode: string | null = null): AggregationValue[] {
  const rows = db
    .prepare(
      `WITH owners(owner, product) AS (
         SELECT value, value FROM json_each(@ids)
         UNION ALL
         SELECT l.parent_id, l.child_id FROM configurable_links l JOIN products c ON c.entity_id = l.child_id AND c.status = 1
         WHERE l.parent_id IN (SELECT value FROM json_each(@ids)))
       SELECT a.attribute_id, a.attribute_code, a.frontend_label AS attribute_label, a.position AS attribute_position,
              o.option_id, o.label AS option_label, COUNT(DISTINCT w.owner) AS count
       FROM owners w
       JOIN product_attribute_values v ON v.product_id = w.product
       JOIN attributes a ON a.attribute_id = v.attribute_id AND a.is_filterable = 1 AND (@code IS NULL OR a.attribute_code = @code)
       JOIN attribute_options o ON o.option_id = v.option_id
       GROUP BY o.option_id
       ORDER BY a.position, a.attribute_id, o.sort_order, o.option_id`,
    )
    .all({ ids: jsonList(productIds), code: onlyCode }) as OptionCountRow[];
  const byAttribute = new Map<number, AggregationValue>();
  for (const row of rows) {
    let aggregation = byAttribute.get(row.attribute_id);
    if (!aggregation) {
      aggregation = { attribute_code: row.attribute_code, label: row.attribute_label, count: 0, position: 10 + row.attribute_position, options: [] };
      byAttribute.set(row.attribute_id, aggregation);
    }
    aggregation.options.push({ label: row.option_label, value: String(row.option_id), count: row.count });
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
  const ids = (list: ProductMatch[]) => list.map((m) => m.id);

  const priced = withPrices(db, over('price'), query.today);
  const price = priceAggregation(priced.map((m) => m.price as number));
  const brand = brandAggregation(over('brand'));
  const attributes = attributeAggregations(db, ids(matches)).filter((a) => !facets.has(a.attribute_code));
  for (const key of facets) {
    if (key === 'price' || key === 'brand') continue;
    attributes.push(...attributeAggregations(db, ids(matchesWithout(db, query, key)), key));
  }
  attributes.sort((a, b) => a.position - b.position);
  return [price, brand, ...attributes].filter((a): a is AggregationValue => a !== null);
}
