import type { CheckoutUserInputErrorCodes } from '../__generated__/resolvers';

// Magento 2.4.7's messages for reorderItems, word for word (SalesGraphQl Resolver\Reorder and
// Sales Model\Reorder\Reorder).
export const REORDER_MESSAGES = {
  notCustomersOrder: (orderNumber: string) => `Order number "${orderNumber}" doesn't belong to the current customer`,
  notAllowed: 'Reorders are not allowed.',
  notAdded: (sku: string, reason: string) => `Could not add the product with SKU "${sku}" to the shopping cart: ${reason}`,
} as const;

// Reorder::MESSAGE_CODES: Magento picks the code of a refused item from its message's words.
const MESSAGE_CODES: ReadonlyArray<[string, CheckoutUserInputErrorCodes]> = [
  ['The required options you selected are not available', 'NOT_SALABLE'],
  ['Product that you are trying to add is not available', 'NOT_SALABLE'],
  ['This product is out of stock', 'NOT_SALABLE'],
  ['There are no source items', 'NOT_SALABLE'],
  ['The fewest you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The most you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The requested qty is not available', 'INSUFFICIENT_STOCK'],
];

/** Reorder::getErrorCode: the code of the first phrase the message contains, else UNDEFINED. */
export function reorderErrorCode(message: string): CheckoutUserInputErrorCodes {
  return MESSAGE_CODES.find(([phrase]) => message.includes(phrase))?.[1] ?? 'UNDEFINED';
}
