import { GraphQlInputException, __ } from '../../errors';
import { idFromUid } from '../../repositories/catalog/ids';

/**
 * The quote item id an input names by cart_item_uid (base64 of the id) or the deprecated
 * cart_item_id; null when it names neither. A uid that encodes no id is Magento's uid error.
 */
export function cartItemIdOf(input: { cart_item_uid?: string | null; cart_item_id?: number | null }): number | null {
  if (input.cart_item_uid) {
    const id = idFromUid(input.cart_item_uid);
    if (id === null) throw new GraphQlInputException(__('Value of uid "%1" is incorrect.', String(input.cart_item_uid)));
    return id;
  }
  return input.cart_item_id ? input.cart_item_id : null;
}
