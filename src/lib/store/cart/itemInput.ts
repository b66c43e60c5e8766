import { type CartItemInput } from '../../../__generated__/operations';

/** One line to add to the cart, as the storefront describes it (plain, serializable data). */
export interface NewCartItem {
  sku: string;
  quantity: number;
  /** The configurable parent's sku when `sku` is one of its variants. */
  parentSku?: string;
  /** Option value uids: configurable attribute values, bundle selections, custom option values. */
  selectedOptions?: string[];
  /** Options the shopper typed in (custom text options), by option uid. */
  enteredOptions?: Array<{ uid: string; value: string }>;
}

/** The addProductsToCart input for one item (Magento's CartItemInput). */
export function toCartItemInput({ sku, quantity, parentSku, selectedOptions, enteredOptions }: NewCartItem): CartItemInput {
  return {
    sku,
    quantity,
    // Absent fields stay out of the request rather than being sent as null.
    parent_sku: parentSku || undefined,
    selected_options: selectedOptions?.length ? [...selectedOptions] : undefined,
    entered_options: enteredOptions?.length ? enteredOptions.map(({ uid, value }) => ({ uid, value })) : undefined,
  };
}
