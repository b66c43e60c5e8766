import type { Db } from '../../types';

/** A configurable line's choice: which value of which configurable attribute. */
export interface ConfigurableChoice {
  attribute_id: number;
  option_id: number;
}

/** A bundle line's choice: one selection of one option, and its quantity per bundle. */
export interface BundleChoice {
  option_id: number;
  selection_id: number;
  qty: number;
}

/**
 * A custom option chosen on the line (Magento's quote item option "option_<id>"): the text entered,
 * or the chosen value ids of a select option, comma-separated in ascending order.
 */
export interface CustomChoice {
  option_id: number;
  value: string;
}

/** What quote_items.options holds (JSON), by line type; custom options on any type. */
export interface LineOptions {
  configurable?: ConfigurableChoice[];
  bundle?: BundleChoice[];
  custom?: CustomChoice[];
  /** A downloadable line's link ids (Magento's quote item option "downloadable_link_ids"). */
  downloadable?: number[];
}

export interface CartItemRow {
  item_id: number;
  quote_id: number;
  product_id: number;
  child_product_id: number | null;
  sku: string;
  name: string;
  product_type: string;
  qty: number;
  /** Unit price in the base currency, taken when the line was last added to. */
  price: number;
  options: string | null;
}

/** A line to add: product, chosen child/options and unit price; `options` is canonical JSON. */
export interface NewCartLine {
  productId: number;
  childProductId: number | null;
  sku: string;
  name: string;
  productType: string;
  qty: number;
  price: number;
  options: LineOptions | null;
}

export const lineOptions = (row: Pick<CartItemRow, 'options'>): LineOptions => (row.options ? (JSON.parse(row.options) as LineOptions) : {});

// Options are written in a fixed order so equal choices give equal JSON and the lines merge.
function canonicalOptions(options: LineOptions | null): string | null {
  if (!options) return null;
  const configurable = options.configurable && [...options.configurable].sort((a, b) => a.attribute_id - b.attribute_id);
  const bundle = options.bundle && [...options.bundle].sort((a, b) => a.option_id - b.option_id || a.selection_id - b.selection_id);
  const custom = options.custom?.length ? [...options.custom].sort((a, b) => a.option_id - b.option_id) : undefined;
  const downloadable = options.downloadable?.length ? [...options.downloadable].sort((a, b) => a - b) : undefined;
  if (!configurable && !bundle && !custom && !downloadable) return null;
  return JSON.stringify({
    ...(configurable ? { configurable } : {}),
    ...(bundle ? { bundle } : {}),
    ...(custom ? { custom } : {}),
    ...(downloadable ? { downloadable } : {}),
  });
}

export function listCartItems(db: Db, quoteId: number): CartItemRow[] {
  return db.prepare('SELECT * FROM quote_items WHERE quote_id = ? ORDER BY item_id').all(quoteId) as CartItemRow[];
}

/** The cart line with the same product and options, which an add increases rather than duplicates. */
export function findSameLine(db: Db, quoteId: number, line: NewCartLine): CartItemRow | null {
  return (
    (db
      .prepare('SELECT * FROM quote_items WHERE quote_id = ? AND product_id = ? AND child_product_id IS ? AND options IS ?')
      .get(quoteId, line.productId, line.childProductId, canonicalOptions(line.options)) as CartItemRow | undefined) ?? null
  );
}

/** Adds the line, or the quantity to the equal line already in the cart (Magento merges them). */
export function addCartLine(db: Db, quoteId: number, line: NewCartLine): void {
  const now = new Date().toISOString();
  const same = findSameLine(db, quoteId, line);
  if (same) {
    db.prepare('UPDATE quote_items SET qty = qty + ?, price = ?, updated_at = ? WHERE item_id = ?').run(line.qty, line.price, now, same.item_id);
  } else {
    db.prepare(
      `INSERT INTO quote_items (quote_id, product_id, child_product_id, sku, name, product_type, qty, price, options, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(quoteId, line.productId, line.childProductId, line.sku, line.name, line.productType, line.qty, line.price, canonicalOptions(line.options), now, now);
  }
  db.prepare('UPDATE quotes SET updated_at = ? WHERE quote_id = ?').run(now, quoteId);
}

/**
 * Units of each simple/virtual product the cart already holds: own lines, configurable lines
 * through their child, bundle lines through their selections. Stock is checked against these.
 */
export function reservedQuantities(db: Db, quoteId: number, selectionProduct: (selectionId: number) => number | null): Map<number, number> {
  const reserved = new Map<number, number>();
  const add = (productId: number, qty: number) => reserved.set(productId, (reserved.get(productId) ?? 0) + qty);
  for (const item of listCartItems(db, quoteId)) {
    if (item.child_product_id) add(item.child_product_id, item.qty);
    else if (item.product_type === 'bundle') {
      for (const choice of lineOptions(item).bundle ?? []) {
        const part = selectionProduct(choice.selection_id);
        if (part) add(part, choice.qty * item.qty);
      }
    } else add(item.product_id, item.qty);
  }
  return reserved;
}

/** One line of the cart, or null when the cart has no line with that id. */
export function findCartItem(db: Db, quoteId: number, itemId: number): CartItemRow | null {
  return (db.prepare('SELECT * FROM quote_items WHERE quote_id = ? AND item_id = ?').get(quoteId, itemId) as CartItemRow | undefined) ?? null;
}

export function setCartItemQty(db: Db, itemId: number, qty: number): void {
  const now = new Date().toISOString();
  db.prepare('UPDATE quote_items SET qty = ?, updated_at = ? WHERE item_id = ?').run(qty, now, itemId);
}

export function deleteCartItem(db: Db, itemId: number): void {
  db.prepare('DELETE FROM quote_items WHERE item_id = ?').run(itemId);
}
