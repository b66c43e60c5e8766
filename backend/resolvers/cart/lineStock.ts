import { lineOptions, reservedQuantities, type CartItemRow } from '../../repositories/cart/cartItems';
import { ownStock, selectionProductId } from '../../repositories/cart/cartProducts';
import { lineQuantityProblem, quantityLineOf } from '../../repositories/cart/quantityRules';
import type { Db } from '../../types';
import { CART_MESSAGES } from './cartUserInputError';

/** The simple products one unit of a line takes from stock, and how many of each. */
function lineParts(db: Db, item: CartItemRow): Array<{ productId: number; qty: number }> {
  if (item.child_product_id) return [{ productId: item.child_product_id, qty: 1 }];
  const bundle = lineOptions(item).bundle;
  if (!bundle) return [{ productId: item.product_id, qty: 1 }];
  return bundle.flatMap((choice) => {
    const productId = selectionProductId(db, choice.selection_id);
    return productId ? [{ productId, qty: choice.qty }] : [];
  });
}

/**
 * Why the line cannot hold `qty` units (Magento's quantity validator message), or null when it can:
 * a quantity its products are sold in (quantityRules), and each part's stock covering what the
 * whole cart takes of it with this line at the new quantity.
 */
export function lineQtyProblem(db: Db, item: CartItemRow, qty: number): string | null {
  const refused = lineQuantityProblem(db, quantityLineOf(item), qty);
  if (refused) return refused;
  const reserved = reservedQuantities(db, item.quote_id, (selectionId) => selectionProductId(db, selectionId));
  for (const part of lineParts(db, item)) {
    const stock = ownStock(db, part.productId);
    if (stock.flag !== 1) return CART_MESSAGES.outOfStock;
    const others = (reserved.get(part.productId) ?? 0) - part.qty * item.qty;
    if (others + part.qty * qty > stock.qty) return CART_MESSAGES.qtyNotAvailable;
  }
  return null;
}
