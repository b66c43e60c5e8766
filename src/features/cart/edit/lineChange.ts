import { type NewCartItem } from '../../../lib/store/cart/itemInput';
import { type CartPageLineView } from '../cart-page/cartPageLine';

/** What Update sends for an edited line: nothing, a new quantity in place, or the line replaced by another variant. */
export type LineChange = { kind: 'none' } | { kind: 'quantity'; item: NewCartItem } | { kind: 'replace'; item: NewCartItem };

const sameValues = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((uid) => b.includes(uid));

/** Whether a line holds this configuration: the same product with the same chosen values (whatever the quantity). */
export const holds = (line: CartPageLineView, item: NewCartItem): boolean => line.sku === item.sku && sameValues(line.item.selectedOptions, item.selectedOptions);

/**
 * The change from the line as it is to the chosen values and quantity (Venia's Edit dialog):
 * the same variant changes only the quantity (updateCartItems); another variant replaces the line.
 */
export function lineChange(line: CartPageLineView, selectedOptions: string[], quantity: number): LineChange {
  const item: NewCartItem = { ...line.item, quantity, selectedOptions };
  if (!holds(line, item)) return { kind: 'replace', item };
  return quantity === line.quantity ? { kind: 'none' } : { kind: 'quantity', item };
}

/**
 * The cart line that is `uid`, or else the one holding `item`'s configuration: a line replaced, or
 * put back after a refusal, comes back under a new uid.
 */
export function findLine(lines: readonly CartPageLineView[], uid: string, item: NewCartItem): CartPageLineView | null {
  return lines.find((line) => line.uid === uid) ?? lines.find((line) => holds(line, item)) ?? null;
}
