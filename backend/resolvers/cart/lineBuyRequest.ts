import type { CartItemInput } from '../../__generated__/resolvers';
import { lineOptions, type CartItemRow } from '../../repositories/cart/cartItems';
import { customOptionUid } from '../../repositories/catalog/customOptions';
import { downloadableLinkUid } from '../../repositories/catalog/downloadableLinks';
import { encodeUid } from '../../repositories/catalog/ids';
import { loadProductRows } from '../../repositories/catalog/productRows';
import type { Db } from '../../types';

/**
 * The CartItemInput that makes this line again (Magento's item buy request): the product, its
 * configurable values, bundle selections or downloadable links, and its custom options. updateCartItems changes the
 * custom options on it and adds the result as Magento's Quote::updateItem does.
 */
export function lineBuyRequest(db: Db, item: CartItemRow, quantity: number): CartItemInput {
  const options = lineOptions(item);
  const sku = loadProductRows(db, [item.product_id]).get(item.product_id)?.sku ?? item.sku;
  const selected = [
    ...(options.configurable ?? []).map((c) => encodeUid(`configurable/${c.attribute_id}/${c.option_id}`)),
    ...(options.bundle ?? []).map((b) => encodeUid(`bundle/${b.option_id}/${b.selection_id}/${b.qty}`)),
    ...(options.downloadable ?? []).map(downloadableLinkUid),
  ];
  const entered = (options.custom ?? []).flatMap((c) => c.value.split(',').map((value) => ({ uid: customOptionUid(c.option_id), value })));
  return { sku, quantity, selected_options: selected, entered_options: entered };
}
