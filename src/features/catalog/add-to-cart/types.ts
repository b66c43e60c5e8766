import { type NewCartItem } from '../../../lib/store/cart/itemInput';

/**
 * One line to add to the cart: what a product page, a product card or a grouped child sends.
 * `{ sku, quantity, parentSku?, selectedOptions?, enteredOptions? }`; it is the cart slice's own
 * item type, so what a caller builds goes to the add-item thunk as it is.
 */
export type AddToCartItem = NewCartItem;

export interface AddToCartTalon {
  /** Resolves true when the cart holds the items, false otherwise (the reason is in errorMessage). */
  addToCart(items: AddToCartItem[]): Promise<boolean>;
  /** While this caller's add is under way. */
  isAdding: boolean;
  /** Magento's own message for this caller's last failed add, or null. */
  errorMessage: string | null;
}
