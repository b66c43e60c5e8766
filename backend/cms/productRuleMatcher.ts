import { jsonList } from '../repositories/catalog/ids';
import { lowestFinalPrices } from '../repositories/catalog/lowestPriceCache';
import { CATALOG_VISIBILITY, ENABLED } from '../repositories/catalog/productRows';
import type { Db } from '../types';
import { categoryIdsOf, skuOrderOf, type ConditionOperator, type ProductCondition } from './widgets/productConditions';
import type { ProductListQuery } from './widgets/types';

/** Products a widget may show: enabled and visible in the catalogue (Magento's ProductsList applies the same two filters). */
const listed = (alias = '') => `${alias}status = ${ENABLED} AND ${alias}visibility IN (${CATALOG_VISIBILITY.join(', ')})`;
const LISTED = listed();

const isPositive = (operator: ConditionOperator) => operator === '==' || operator === '()' || operator === '{}';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

function skuMatches(db: Db, operator: ConditionOperator, values: string[]): Set<number> {
  let ids: number[];
  if (operator === '{}' || operator === '!{}') {
    // "contains": any of the values (Magento matches each value as a substring).
    const clauses = values.map(() => "sku LIKE ? ESCAPE '\\'").join(' OR ');
    ids = values.length ? (db.prepare(`SELECT entity_id FROM products WHERE ${LISTED} AND (${clauses})`).pluck().all(...values.map((value) => `%${escapeLike(value)}%`)) as number[]) : [];
  } else {
    ids = db.prepare(`SELECT entity_id FROM products WHERE ${LISTED} AND sku IN (SELECT value FROM json_each(?))`).pluck().all(JSON.stringify(values)) as number[];
  }
  return new Set(ids);
}

/** The categories and, below an anchor category, all its descendants (Magento lists an anchor category's children's products too). */
function expandAnchors(db: Db, ids: number[]): number[] {
  const rows = db.prepare('SELECT entity_id, path, is_anchor FROM categories WHERE entity_id IN (SELECT value FROM json_each(?))').all(jsonList(ids)) as Array<{
    entity_id: number;
    path: string;
    is_anchor: number;
  }>;
  const expanded = new Set(rows.map((row) => row.entity_id));
  const below = db.prepare('SELECT entity_id FROM categories WHERE path LIKE ?').pluck();
  for (const row of rows) if (row.is_anchor) for (const id of below.all(`${row.path}/%`) as number[]) expanded.add(id);
  return [...expanded];
}

function categoryMatches(db: Db, ids: number[]): Set<number> {
  const categories = expandAnchors(db, ids);
  const products = db
    .prepare(
      `SELECT DISTINCT p.entity_id FROM products p JOIN product_categories pc ON pc.product_id = p.entity_id
       WHERE ${listed('p.')} AND pc.category_id IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .all(jsonList(categories)) as number[];
  return new Set(products);
}

/** Evaluates a rule to the ids of the listed products it selects. */
class RuleEvaluator {
  private universe: Set<number> | null = null;

  constructor(private readonly db: Db) {}

  /** Every listed product (for negated conditions). */
  private all(): Set<number> {
    this.universe ??= new Set(this.db.prepare(`SELECT entity_id FROM products WHERE ${LISTED}`).pluck().all() as number[]);
    return this.universe;
  }

  private complement(ids: Set<number>): Set<number> {
    return new Set([...this.all()].filter((id) => !ids.has(id)));
  }

  evaluate(condition: ProductCondition): Set<number> {
    switch (condition.kind) {
      case 'sku': {
        const matches = skuMatches(this.db, condition.operator, condition.values);
        return isPositive(condition.operator) ? matches : this.complement(matches);
      }
      case 'category': {
        const matches = categoryMatches(this.db, condition.ids);
        return isPositive(condition.operator) ? matches : this.complement(matches);
      }
      case 'combine': {
        // A combination without conditions selects every product, as in Magento.
        if (condition.children.length === 0) return condition.expected ? this.all() : new Set();
        const sets = condition.children.map((child) => (condition.expected ? this.evaluate(child) : this.complement(this.evaluate(child))));
        // "all ... true": every child holds; "any ... true": one does. With "false" the children are negated first.
        if (condition.aggregator === 'all') return sets.reduce((acc, set) => new Set([...acc].filter((id) => set.has(id))));
        return sets.reduce((acc, set) => new Set([...acc, ...set]));
      }
    }
  }
}

const SQL_ORDER: Record<string, string> = {
  name_ascending: 'name COLLATE NOCASE ASC, entity_id',
  name_descending: 'name COLLATE NOCASE DESC, entity_id',
  sku_ascending: 'sku COLLATE NOCASE ASC, entity_id',
  sku_descending: 'sku COLLATE NOCASE DESC, entity_id',
  date_newest_top: 'created_at DESC, entity_id DESC',
  date_oldest_top: 'created_at ASC, entity_id',
};

function sortIds(db: Db, ids: number[], query: ProductListQuery, today: string): number[] {
  const { sortOrder, condition } = query;
  if (sortOrder === 'position_by_sku') {
    const order = new Map(skuOrderOf(condition).map((sku, index) => [sku.toLowerCase(), index]));
    const skus = new Map(
      (db.prepare('SELECT entity_id, sku FROM products WHERE entity_id IN (SELECT value FROM json_each(?))').all(jsonList(ids)) as Array<{ entity_id: number; sku: string }>).map(
        (row) => [row.entity_id, row.sku.toLowerCase()],
      ),
    );
    const rank = (id: number) => order.get(skus.get(id) ?? '') ?? Number.MAX_SAFE_INTEGER;
    return [...ids].sort((a, b) => rank(a) - rank(b) || a - b);
  }
  if (sortOrder === 'price_low_to_high' || sortOrder === 'price_high_to_low') {
    const prices = lowestFinalPrices(db, ids, today);
    const direction = sortOrder === 'price_low_to_high' ? 1 : -1;
    return [...ids].sort((a, b) => direction * ((prices.get(a) ?? 0) - (prices.get(b) ?? 0)) || a - b);
  }
  if (SQL_ORDER[sortOrder]) {
    return db.prepare(`SELECT entity_id FROM products WHERE entity_id IN (SELECT value FROM json_each(?)) ORDER BY ${SQL_ORDER[sortOrder]}`).pluck().all(jsonList(ids)) as number[];
  }
  const categories = categoryIdsOf(condition);
  if (categories.length) {
    // "position": the products' positions in the rule's categories, as the category page orders them.
    const positions = new Map(
      (db
        .prepare(
          `SELECT product_id, MIN(position) AS position FROM product_categories
           WHERE category_id IN (SELECT value FROM json_each(?)) AND product_id IN (SELECT value FROM json_each(?)) GROUP BY product_id`,
        )
        .all(jsonList(categories), jsonList(ids)) as Array<{ product_id: number; position: number }>).map((row) => [row.product_id, row.position]),
    );
    const rank = (id: number) => positions.get(id) ?? Number.MAX_SAFE_INTEGER;
    return [...ids].sort((a, b) => rank(a) - rank(b) || a - b);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The ids of the products a Catalog Products List widget shows, in its order, at most `query.count`. */
export function matchProductRule(db: Db, query: ProductListQuery, today: string): number[] {
  const ids = [...new RuleEvaluator(db).evaluate(query.condition)];
  if (ids.length === 0) return [];
  return sortIds(db, ids, query, today).slice(0, query.count);
}
