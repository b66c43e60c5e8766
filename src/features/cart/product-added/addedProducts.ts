import { type CartLine } from '../../../lib/store/cart/cartDetails';
import { type AddedItems } from '../../../lib/store/cart/reducer';

/** What the banner says was added: one product by name, or how many products. */
export type AddedSummary = { kind: 'one'; name: string } | { kind: 'many'; count: number };

/** Whether a cart line holds the product added under `sku` (a configurable line by its variant). */
function lineHolds(line: CartLine, sku: string): boolean {
  if (line.product.sku === sku) return true;
  return 'configured_variant' in line && line.configured_variant.sku === sku;
}

/** Names the one product added when the cart knows it; otherwise counts what was added. */
export function addedSummary(added: AddedItems, lines: readonly CartLine[]): AddedSummary {
  if (added.items.length === 1) {
    const [{ sku, parentSku }] = added.items;
    const line = lines.find((candidate) => lineHolds(candidate, sku)) ?? (parentSku ? lines.find((candidate) => lineHolds(candidate, parentSku)) : undefined);
    const name = line?.product.name;
    if (name) return { kind: 'one', name };
  }
  return { kind: 'many', count: added.items.length };
}
