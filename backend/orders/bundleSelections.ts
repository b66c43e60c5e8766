import type { BundleChoice } from '../repositories/cart/cartItems';
import { loadBundleOptions } from '../repositories/catalog/bundleProducts';
import { activeSpecialPrice, selectionPrice, simplePrice } from '../repositories/catalog/productPricing';
import { loadProductRows } from '../repositories/catalog/productRows';
import type { Db } from '../types';

// A bundle line's chosen selections as the order keeps them (029_order_documents): what Magento
// writes as the bundle's child order items and their bundle_selection_attributes (option label,
// quantity per bundle, unit price), so BundleOrderItem.bundle_options answers what was bought even
// after the catalogue changes.

export interface OrderBundleSelection {
  entity_id: number;
  option_id: number;
  option_label: string;
  selection_id: number;
  product_id: number | null;
  sku: string;
  name: string;
  /** Units of the part in one bundle. */
  qty: number;
  /** What one unit of the part added to the bundle's price. */
  price: number;
}

export type NewSelection = Omit<OrderBundleSelection, 'entity_id'>;

/**
 * The bundle's chosen selections priced as the cart prices a bundle line (resolveCartLine): a
 * fixed-price bundle's selection price, or the part's own final price for a dynamic one, taken by
 * the bundle's special-price percentage; in the bundle's option and selection order. With the
 * line's unit price: the bundle's own price when fixed, plus its parts.
 */
export function bundleSelectionsOf(db: Db, bundleId: number, choices: readonly BundleChoice[], today: string): { selections: NewSelection[]; unitPrice: number } {
  const bundle = loadProductRows(db, [bundleId]).get(bundleId);
  if (!bundle) return { selections: [], unitPrice: 0 };
  const options = loadBundleOptions(db, [bundleId]).get(bundleId) ?? [];
  const parts = loadProductRows(
    db,
    options.flatMap((option) => option.selections.map((selection) => selection.product_id)),
  );
  const percent = activeSpecialPrice(bundle, today);
  const share = percent != null && percent > 0 && percent < 100 ? percent / 100 : 1;
  const selections = options.flatMap((option) =>
    option.selections.flatMap((selection) => {
      const choice = choices.find((c) => c.option_id === option.option_id && c.selection_id === selection.selection_id);
      const part = parts.get(selection.product_id);
      if (!choice || !part) return [];
      const price = selectionPrice(bundle, selection, simplePrice(part, today)).final * share;
      return [{ option_id: option.option_id, option_label: option.title, selection_id: selection.selection_id, product_id: part.entity_id, sku: part.sku, name: part.name, qty: choice.qty, price }];
    }),
  );
  const unitPrice = (bundle.dynamic_price ? 0 : bundle.price * share) + selections.reduce((sum, s) => sum + s.price * s.qty, 0);
  return { selections, unitPrice };
}

export function saveBundleSelections(db: Db, orderItemId: number, selections: readonly NewSelection[]): void {
  const insert = db.prepare(
    `INSERT INTO sales_order_bundle_selections (order_item_id, option_id, option_label, selection_id, product_id, sku, name, qty, price, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  selections.forEach((s, position) => insert.run(orderItemId, s.option_id, s.option_label, s.selection_id, s.product_id, s.sku, s.name, s.qty, s.price, position));
}

/** The selections an order line was bought with, in the order they were chosen; none for a line that is not a bundle. */
export function listBundleSelections(db: Db, orderItemId: number): OrderBundleSelection[] {
  return db
    .prepare(
      `SELECT entity_id, option_id, option_label, selection_id, product_id, sku, name, qty, price
       FROM sales_order_bundle_selections WHERE order_item_id = ? ORDER BY position, entity_id`,
    )
    .all(orderItemId) as OrderBundleSelection[];
}
