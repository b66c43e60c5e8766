import { type AddToCartItem } from '../add-to-cart/types';
import { groupedCartItems, groupedProblem, type GroupedChild } from '../product-grouped/groupedItems';
import { parseQuantity } from '../quantity-stepper/quantity';

/** The custom options as filled in (every type but grouped has them): titles of required ones left empty, chosen value uids, typed texts. */
export interface CustomOptionsPart {
  missingTitles: string[];
  selected: string[];
  entered: Array<{ uid: string; value: string }>;
}

/** What the page knows when the shopper presses Add to Cart, by product type. */
export type PurchaseInput =
  | { kind: 'simple' | 'virtual'; sku: string; quantity: string; custom?: CustomOptionsPart }
  | { kind: 'configurable'; sku: string; quantity: string; missingLabels: string[]; selectedUids: string[]; custom?: CustomOptionsPart }
  | { kind: 'bundle'; sku: string; quantity: string; missingLabels: string[]; badQuantity: boolean; selectedOptions: string[]; custom?: CustomOptionsPart }
  | { kind: 'downloadable'; sku: string; quantity: string; missingLinks: string | null; selectedLinks: string[]; custom?: CustomOptionsPart }
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
  const own = input.kind === 'configurable' || input.kind === 'bundle' ? input.missingLabels : input.kind === 'downloadable' && input.missingLinks ? [input.missingLinks] : [];
  const missing = [...own, ...(input.custom?.missingTitles ?? [])];
  if (missing.length > 0) return { id: 'product.chooseOptions', labels: missing };
  if (!positiveWhole(input.quantity) || (input.kind === 'bundle' && input.badQuantity)) return { id: 'product.quantityInvalid' };
  return null;
}

/** One line of the product itself: its type's own selected uids, then the custom options' (Magento reads both from selected_options). */
function productLine(sku: string, quantity: string, typeSelected: string[], custom: CustomOptionsPart | undefined): AddToCartItem {
  const selectedOptions = [...typeSelected, ...(custom?.selected ?? [])];
  return {
    sku,
    quantity: parseQuantity(quantity),
    ...(selectedOptions.length ? { selectedOptions } : {}),
    ...(custom?.entered.length ? { enteredOptions: custom.entered } : {}),
  };
}

/**
 * The items for addProductsToCart: a simple or virtual product by sku; a configurable by its own
 * sku with the chosen value uids; a bundle by its sku with the chosen selection uids (each
 * carrying its quantity); a downloadable product by its sku with the chosen link uids; any of them
 * with its custom options; a grouped product as one item per
 * child with a quantity above 0.
 */
export function cartItemsFor(input: PurchaseInput): AddToCartItem[] {
  switch (input.kind) {
    case 'grouped':
      return groupedCartItems(input.children, input.quantities);
    case 'configurable':
      return [productLine(input.sku, input.quantity, input.selectedUids, input.custom)];
    case 'bundle':
      return [productLine(input.sku, input.quantity, input.selectedOptions, input.custom)];
    case 'downloadable':
      return [productLine(input.sku, input.quantity, input.selectedLinks, input.custom)];
    default:
      return [productLine(input.sku, input.quantity, [], input.custom)];
  }
}
