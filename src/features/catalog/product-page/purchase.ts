import { type AddToCartItem } from '../add-to-cart/types';
import { groupedCartItems, groupedProblem, type GroupedChild } from '../product-grouped/groupedItems';
import { parseQuantity } from '../quantity-stepper/quantity';

/** What the page knows when the shopper presses Add to Cart, by product type. */
export type PurchaseInput =
  | { kind: 'simple' | 'virtual'; sku: string; quantity: string }
  | { kind: 'configurable'; sku: string; quantity: string; missingLabels: string[]; selectedUids: string[] }
  | { kind: 'bundle'; sku: string; quantity: string; missingLabels: string[]; badQuantity: boolean; selectedOptions: string[] }
  | { kind: 'grouped'; children: readonly GroupedChild[]; quantities: Readonly<Record<string, string>> };

/** Why the page does not send the request yet: a message id and its values. */
export type PurchaseProblem =
  | { id: 'product.quantityInvalid' }
  | { id: 'product.chooseOptions'; labels: string[] }
  | { id: 'product.groupedQuantityInvalid' }
  | { id: 'product.groupedNothingChosen' };

const positiveWhole = (quantity: string) => {
  const value = parseQuantity(quantity);
  return Number.isInteger(value) && value > 0;
};

/** Checks the input before anything is sent: options not chosen, a quantity of 0, negative or not a number. */
export function purchaseProblem(input: PurchaseInput): PurchaseProblem | null {
  if (input.kind === 'grouped') {
    const problem = groupedProblem(input.children, input.quantities);
    if (problem === 'invalidQuantity') return { id: 'product.groupedQuantityInvalid' };
    return problem === 'nothingChosen' ? { id: 'product.groupedNothingChosen' } : null;
  }
  if ((input.kind === 'configurable' || input.kind === 'bundle') && input.missingLabels.length > 0) return { id: 'product.chooseOptions', labels: input.missingLabels };
  if (!positiveWhole(input.quantity) || (input.kind === 'bundle' && input.badQuantity)) return { id: 'product.quantityInvalid' };
  return null;
}

/**
 * The items for addProductsToCart: a simple or virtual product by sku; a configurable by its own
 * sku with the chosen value uids; a bundle by its sku with the chosen selection uids (each
 * carrying its quantity); a grouped product as one item per child with a quantity above 0.
 */
export function cartItemsFor(input: PurchaseInput): AddToCartItem[] {
  switch (input.kind) {
    case 'grouped':
      return groupedCartItems(input.children, input.quantities);
    case 'configurable':
      return [{ sku: input.sku, quantity: parseQuantity(input.quantity), selectedOptions: input.selectedUids }];
    case 'bundle':
      return [{ sku: input.sku, quantity: parseQuantity(input.quantity), selectedOptions: input.selectedOptions }];
    default:
      return [{ sku: input.sku, quantity: parseQuantity(input.quantity) }];
  }
}
