import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { jsonList } from './ids';
import { loadProductRows, type ProductRow } from './productRows';
import { loadStockInfo } from './productStock';

/** One end of a price range, in the base currency. */
export interface PricePoint {
  regular: number;
  final: number;
}

export interface BasePriceRange {
  minimum: PricePoint;
  maximum: PricePoint;
}

type PriceFields = Pick<ProductRow, 'price' | 'special_price' | 'special_from_date' | 'special_to_date'>;

const dateOnly = (value: string | null) => (value ? value.slice(0, 10) : null);

/** The special price when today lies in its (open-ended) date window, else null. */
export function activeSpecialPrice(row: PriceFields, today: string): number | null {
  if (row.special_price == null) return null;
  const from = dateOnly(row.special_from_date);
  const to = dateOnly(row.special_to_date);
  if (from && from > today) return null;
  if (to && to < today) return null;
  return row.special_price;
}

/** Price of one unit of a simple product: the lowest of price, active special price and a qty-1 tier. */
export function simplePrice(row: PriceFields, today: string, unitTier: number | null = null): PricePoint {
  const candidates = [row.price, activeSpecialPrice(row, today), unitTier].filter((v): v is number => v != null);
  return { regular: row.price, final: Math.min(...candidates) };
}

const point = (regular: number, final: number): PricePoint => ({ regular, final });
const single = (p: PricePoint): BasePriceRange => ({ minimum: p, maximum: p });

function spanOf(points: PricePoint[], fallback: PricePoint): BasePriceRange {
  if (points.length === 0) return single(fallback);
  const byFinal = [...points].sort((a, b) => a.final - b.final);
  return { minimum: byFinal[0], maximum: byFinal[byFinal.length - 1] };
}

interface ChildLink {
  parent: number;
  child: number;
}

interface BundleSelectionRow {
  option_id: number;
  parent_id: number;
  product_id: number;
  selection_qty: number;
  price_type: number;
  price_value: number;
  required: number;
  type: string;
}

/** Bundle special_price is a percentage of the bundle's price (Magento semantics). */
const bundleFactor = (row: ProductRow, today: string) => {
  const percent = activeSpecialPrice(row, today);
  return percent != null && percent > 0 && percent < 100 ? percent / 100 : 1;
};

/** The price a bundle selection adds, per unit of the bundle. */
export function selectionPrice(bundle: ProductRow, selection: Pick<BundleSelectionRow, 'price_type' | 'price_value'>, child: PricePoint | undefined): PricePoint {
  if (bundle.dynamic_price) return child ?? point(0, 0);
  const regular = selection.price_type === 1 ? (bundle.price * selection.price_value) / 100 : selection.price_value;
  return point(regular, regular);
}

/**
 * Price ranges (base currency) of the given products. Configurable: the span of its enabled
 * children (in-stock ones when there are any); grouped: the span of its members; bundle: the
 * cheapest and dearest valid selection sets, plus its own price when the price is fixed.
 */
export function loadPriceRanges(db: Db, ids: readonly number[], today: string): Map<number, BasePriceRange> {
  const rows = loadProductRows(db, ids);
  const list = jsonList([...rows.keys()]);
  const configurableLinks = db
    .prepare('SELECT parent_id AS parent, child_id AS child FROM configurable_links WHERE parent_id IN (SELECT value FROM json_each(?))')
    .all(list) as ChildLink[];
  const groupedLinks = db
    .prepare(`SELECT product_id AS parent, linked_product_id AS child FROM product_links WHERE link_type = 'super' AND product_id IN (SELECT value FROM json_each(?))`)
    .all(list) as ChildLink[];
  const selections = db
    .prepare(
      `SELECT s.option_id, s.parent_id, s.product_id, s.selection_qty, s.price_type, s.price_value, o.required, o.type
       FROM bundle_selections s JOIN bundle_options o ON o.option_id = s.option_id WHERE s.parent_id IN (SELECT value FROM json_each(?))`,
    )
    .all(list) as BundleSelectionRow[];

  const partIds = [...new Set([...configurableLinks, ...groupedLinks].map((l) => l.child).concat(selections.map((s) => s.product_id)))];
  const parts = loadProductRows(db, partIds);
  const partStock = loadStockInfo(db, partIds);
  const tiers = loadUnitTierPrices(db, [...rows.keys(), ...partIds]);
  const partPrice = new Map<number, PricePoint>();
  for (const part of parts.values()) if (part.status === 1) partPrice.set(part.entity_id, simplePrice(part, today, tiers.get(part.entity_id)));

  const spanOfParts = (links: ChildLink[], parent: ProductRow) => {
    const children = links.filter((l) => l.parent === parent.entity_id && partPrice.has(l.child));
    const inStock = children.filter((l) => partStock.get(l.child)?.inStock);
    const chosen = inStock.length > 0 ? inStock : children;
    return spanOf(chosen.map((l) => partPrice.get(l.child) as PricePoint), simplePrice(parent, today));
  };

  const result = new Map<number, BasePriceRange>();
  for (const row of rows.values()) {
    switch (row.type_id) {
      case 'configurable':
        result.set(row.entity_id, spanOfParts(configurableLinks, row));
        break;
      case 'grouped':
        result.set(row.entity_id, spanOfParts(groupedLinks, row));
        break;
      case 'bundle':
        result.set(row.entity_id, bundleRange(row, selections.filter((s) => s.parent_id === row.entity_id), partPrice, today));
        break;
      default:
        result.set(row.entity_id, single(simplePrice(row, today, tiers.get(row.entity_id))));
    }
  }
  return result;
}

function bundleRange(bundle: ProductRow, selections: BundleSelectionRow[], partPrice: Map<number, PricePoint>, today: string): BasePriceRange {
  const options = new Map<number, Array<{ selection: BundleSelectionRow; price: PricePoint }>>();
  for (const selection of selections) {
    if (!partPrice.has(selection.product_id)) continue; // disabled part
    const unit = selectionPrice(bundle, selection, partPrice.get(selection.product_id));
    const priced = { selection, price: point(unit.regular * selection.selection_qty, unit.final * selection.selection_qty) };
    options.set(selection.option_id, [...(options.get(selection.option_id) ?? []), priced]);
  }
  const base = bundle.dynamic_price ? point(0, 0) : point(bundle.price, bundle.price);
  const min = { ...base };
  const max = { ...base };
  let anyRequired = false;
  let cheapestOptional: PricePoint | null = null;
  for (const choices of options.values()) {
    const { required, type } = choices[0].selection;
    const byFinal = [...choices].sort((a, b) => a.price.final - b.price.final);
    const multi = type === 'checkbox' || type === 'multi';
    if (required) {
      anyRequired = true;
      min.regular += byFinal[0].price.regular;
      min.final += byFinal[0].price.final;
    } else if (!cheapestOptional || byFinal[0].price.final < cheapestOptional.final) {
      cheapestOptional = byFinal[0].price;
    }
    const most = multi ? choices.map((c) => c.price) : [byFinal[byFinal.length - 1].price];
    for (const p of most) {
      max.regular += p.regular;
      max.final += p.final;
    }
  }
  // With no required option, the cheapest bundle is the one with the cheapest single selection.
  if (!anyRequired && cheapestOptional) {
    min.regular += cheapestOptional.regular;
    min.final += cheapestOptional.final;
  }
  const factor = bundleFactor(bundle, today);
  return { minimum: point(min.regular, min.final * factor), maximum: point(max.regular, max.final * factor) };
}

/** Tier prices for a quantity of one (they lower the unit price itself). */
function loadUnitTierPrices(db: Db, ids: readonly number[]): Map<number, number> {
  const rows = db
    .prepare('SELECT product_id, MIN(value) AS value FROM product_tier_prices WHERE qty <= 1 AND product_id IN (SELECT value FROM json_each(?)) GROUP BY product_id')
    .all(jsonList(ids)) as Array<{ product_id: number; value: number }>;
  return new Map(rows.map((r) => [r.product_id, r.value]));
}

export interface TierPriceRow {
  product_id: number;
  qty: number;
  value: number;
}

export function loadTierPrices(db: Db, ids: readonly number[]): Map<number, TierPriceRow[]> {
  const rows = db
    .prepare('SELECT product_id, qty, value FROM product_tier_prices WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY qty')
    .all(jsonList(ids)) as TierPriceRow[];
  return groupBy(rows, (row) => row.product_id);
}
