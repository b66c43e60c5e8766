import type { CheckoutUserInputErrorCodes } from '../__generated__/resolvers';
import { listOrderItems, type OrderItemRow } from '../checkout/orderView';
import { findProductBySku } from '../repositories/cart/cartProducts';
import { downloadableLinkUid } from '../repositories/catalog/downloadableLinks';
import { encodeUid } from '../repositories/catalog/ids';
import { ENABLED, loadProductRows } from '../repositories/catalog/productRows';
import { listOrderItemLinks } from '../repositories/purchasedLinkRepository';
import { addCartItem } from '../resolvers/cart/addCartItem';
import { CART_MESSAGES, CartUserInputError } from '../resolvers/cart/cartUserInputError';
import type { Db } from '../types';
import { listBundleSelections } from './bundleSelections';
import { REORDER_MESSAGES, reorderErrorCode } from './reorderMessages';

export interface ReorderError {
  code: CheckoutUserInputErrorCodes;
  message: string;
}

const notAdded = (sku: string, reason: string): ReorderError => {
  const message = REORDER_MESSAGES.notAdded(sku, reason);
  return { code: reorderErrorCode(message), message };
};

/**
 * Why an ordered line's products cannot be sold any more, or null. A product deleted since the
 * order is "not found": Magento names it by its id, but deleting a product clears the order line's
 * product_id here (the snapshot keeps the SKU), so it is named by SKU in Magento's cart wording. A
 * disabled product is "not available", as Quote::addProduct refuses it.
 */
function productProblem(db: Db, item: OrderItemRow): ReorderError | null {
  const product = item.product_id === null ? undefined : loadProductRows(db, [item.product_id]).get(item.product_id);
  const parent = item.parent_sku ? findProductBySku(db, item.parent_sku) : product;
  if (!product || !parent) return { code: 'PRODUCT_NOT_FOUND', message: CART_MESSAGES.notFound(product ? (item.parent_sku as string) : item.sku) };
  if (product.status !== ENABLED || parent.status !== ENABLED) return notAdded(item.sku, CART_MESSAGES.notSalable);
  return null;
}

/** A bundle line's selections as addProductsToCart takes them ("bundle/<option>/<selection>/<qty>"), as Magento re-adds its buy request. */
const bundleSelectionUids = (db: Db, item: OrderItemRow): string[] =>
  listBundleSelections(db, item.item_id).map((s) => encodeUid(`bundle/${s.option_id}/${s.selection_id}/${s.qty}`));

/**
 * Sales Model\Reorder\Reorder::addItemsToCart: each line of the order is added to the cart again,
 * in the ordered quantity (a bundle with the selections bought), through the cart's own add
 * (addCartItem: the same options, stock and quantity rules as addProductsToCart), each in its own
 * transaction so one refused line does not undo the others. Returns the refusals in order-line order.
 */
export function addOrderItemsToCart(db: Db, orderId: number, quoteId: number, today: string): ReorderError[] {
  const errors: ReorderError[] = [];
  for (const item of listOrderItems(db, orderId)) {
    const problem = productProblem(db, item);
    if (problem) {
      errors.push(problem);
      continue;
    }
    try {
      // A downloadable line asks for the links it bought again, a bundle line for its selections (Magento reorders the line's buy request).
      const links = item.product_type === 'downloadable' ? listOrderItemLinks(db, item.item_id).flatMap((link) => (link.link_id ? [downloadableLinkUid(link.link_id)] : [])) : [];
      const selectedOptions = item.product_type === 'bundle' ? bundleSelectionUids(db, item) : links;
      const input = { sku: item.sku, parent_sku: item.parent_sku, quantity: item.qty_ordered, ...(selectedOptions.length ? { selected_options: selectedOptions } : {}) };
      db.transaction(() => addCartItem(db, quoteId, input, today))();
    } catch (error) {
      if (!(error instanceof CartUserInputError)) throw error;
      errors.push(notAdded(item.sku, error.message));
    }
  }
  return errors;
}
