import { bundleSelectionsOf, type NewSelection } from '../../orders/bundleSelections';
import type { BundleChoice } from '../../repositories/cart/cartItems';
import { loadBundleOptions } from '../../repositories/catalog/bundleProducts';
import type { Db } from '../../types';
import type { OrderProduct } from './orders';

/** A bundle bought with its default selections: the line's product (priced as the cart would) and what the order keeps of each selection. */
export interface SeedBundleLine {
  product: OrderProduct;
  selections: NewSelection[];
}

/**
 * The first enabled bundle on sale whose every required option has a default selection, bought on
 * `day` with those defaults (deterministic: no random draw, so the rest of the seed is unchanged).
 */
export function defaultBundleLine(db: Db, day: string): SeedBundleLine | null {
  const bundles = db
    .prepare("SELECT entity_id, sku, name, url_key, type_id FROM products WHERE type_id = 'bundle' AND status = 1 AND visibility IN (2, 4) ORDER BY entity_id")
    .all() as Array<Omit<OrderProduct, 'price' | 'special_price'>>;
  for (const bundle of bundles) {
    const options = loadBundleOptions(db, [bundle.entity_id]).get(bundle.entity_id) ?? [];
    const choices: BundleChoice[] = options.flatMap((option) =>
      option.selections.filter((s) => s.is_default).slice(0, 1).map((s) => ({ option_id: option.option_id, selection_id: s.selection_id, qty: s.selection_qty })),
    );
    if (choices.length === 0 || options.some((o) => o.required && !choices.some((c) => c.option_id === o.option_id))) continue;
    const { selections, unitPrice } = bundleSelectionsOf(db, bundle.entity_id, choices, day);
    const price = Math.round(unitPrice);
    return { product: { entity_id: bundle.entity_id, sku: bundle.sku, name: bundle.name, url_key: bundle.url_key, type_id: bundle.type_id, price, special_price: null }, selections };
  }
  return null;
}
