import type { CartItemInput } from '../../__generated__/resolvers';
import { encodeUid } from '../../repositories/catalog/ids';
import { buyRequestOf, type WishlistItemRow } from '../../repositories/wishlistRepository';

/**
 * The cart item a wishlist item asks for (WishlistGraphQl's CartItemsRequestBuilder): the product's
 * sku and the item's quantity, with the chosen configurable values and bundle selections as the
 * option uids addProductsToCart reads. An item kept without a full choice sends none, so the cart
 * refuses it as it refuses any product whose options are missing.
 */
export function wishlistCartItem(item: WishlistItemRow, sku: string): CartItemInput {
  const request = buyRequestOf(item);
  const selected = [
    ...(request.simple_product !== undefined ? (request.configurable ?? []) : []).map((value) => encodeUid(`configurable/${value.attribute_id}/${value.option_id}`)),
    ...(request.bundle ?? []).map((choice) => encodeUid(`bundle/${choice.option_id}/${choice.selection_id}/${choice.qty}`)),
  ];
  return { sku, quantity: item.qty, ...(selected.length ? { selected_options: selected } : {}) };
}
