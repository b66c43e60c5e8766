import type { CartItemInput } from '../../__generated__/resolvers';
import { addCartLine, findSameLine, reservedQuantities } from '../../repositories/cart/cartItems';
import { ownStock, selectionProductId } from '../../repositories/cart/cartProducts';
import { lineQuantityProblem } from '../../repositories/cart/quantityRules';
import type { Db } from '../../types';
import { CART_MESSAGES, CartUserInputError, quantityRefusal } from './cartUserInputError';
import { resolveCartLine } from './resolveCartLine';

/**
 * Adds one CartItemInput to the cart or throws CartUserInputError. The line's quantity after the add
 * (an equal line adds up) must be one its products are sold in; stock is checked on every add
 * against product_stock, counting what the cart already holds of each simple product.
 */
export function addCartItem(db: Db, quoteId: number, input: CartItemInput, today: string): void {
  if (!(input.quantity > 0)) throw new CartUserInputError('UNDEFINED', CART_MESSAGES.qtyNotPositive);
  const { line, salable, parts } = resolveCartLine(db, input, today);
  // A composite product may lack a stock row of its own; only an explicit "out of stock" stops it.
  if (ownStock(db, salable.entity_id).flag === 0) throw new CartUserInputError('NOT_SALABLE', CART_MESSAGES.notSalable);
  const lineQty = (findSameLine(db, quoteId, line)?.qty ?? 0) + input.quantity;
  const refused = lineQuantityProblem(db, { productId: line.productId, childProductId: line.childProductId, bundle: line.options?.bundle }, lineQty);
  if (refused) throw quantityRefusal(refused);
  const reserved = reservedQuantities(db, quoteId, (selectionId) => selectionProductId(db, selectionId));
  for (const part of parts) {
    const stock = ownStock(db, part.productId);
    if (stock.flag !== 1 || stock.qty <= 0) throw new CartUserInputError('NOT_SALABLE', CART_MESSAGES.notSalable);
    const wanted = (reserved.get(part.productId) ?? 0) + part.qtyPerUnit * input.quantity;
    if (wanted > stock.qty) throw new CartUserInputError('INSUFFICIENT_STOCK', CART_MESSAGES.qtyNotAvailable);
  }
  addCartLine(db, quoteId, line);
}
