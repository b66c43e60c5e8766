import type { CartUserInputErrorType } from '../../__generated__/resolvers';
import { QUANTITY_MESSAGES } from '../../repositories/cart/quantityRules';

/**
 * Why one cart item could not be added. addProductsToCart reports it in user_errors and goes on
 * with the next item; the legacy add*ProductsToCart mutations turn it into a top-level error.
 */
export class CartUserInputError extends Error {
  constructor(readonly code: CartUserInputErrorType, message: string) {
    super(message);
    this.name = 'CartUserInputError';
  }
}

// Magento's messages, word for word (MAGENTO_API.md §6.3 and the product type classes).
export const CART_MESSAGES = {
  notFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  notSalable: 'Product that you are trying to add is not available.',
  qtyNotAvailable: 'The requested qty is not available',
  /** CatalogInventory's QuantityValidator, on a cart line whose product is flagged out of stock. */
  outOfStock: 'This product is out of stock.',
  qtyNotPositive: QUANTITY_MESSAGES.notPositive,
  chooseOptions: 'You need to choose options for your item.',
  bundleNoOptions: 'Please specify product option(s).',
  bundleRequired: 'Please select all required options.',
  groupedQuantity: 'Please specify the quantity of product(s).',
} as const;

/**
 * A quantity the product cannot be sold in (quantityRules' message), with the code Magento's
 * AddProductsToCart maps it to: "The fewest you may purchase is" is INSUFFICIENT_STOCK, the rest
 * (most, decimal) UNDEFINED.
 */
export const quantityRefusal = (message: string) =>
  new CartUserInputError(message.startsWith('The fewest you may purchase is') ? 'INSUFFICIENT_STOCK' : 'UNDEFINED', message);
