import { parseQuantity } from '../quantity-stepper/quantity';

export interface GroupedChild {
  uid: string;
  sku: string;
  name: string;
  inStock: boolean;
  /** The quantity Magento suggests for this child (GroupedProductItem.qty). */
  defaultQuantity: number;
  finalPrice: number;
  regularPrice: number;
  currency: string;
  imageUrl: string | null;
}

/** The quantity fields' texts: the suggested quantity for children in stock, 0 for the others. */
export function initialQuantities(children: readonly GroupedChild[]): Record<string, string> {
  return Object.fromEntries(children.map((child) => [child.sku, String(child.inStock ? Math.max(0, Math.floor(child.defaultQuantity)) : 0)]));
}

export type GroupedProblem = 'invalidQuantity' | 'nothingChosen' | null;

/** What is wrong with the quantities: a field that is not a whole number of 0 or more, or no child above 0. */
export function groupedProblem(children: readonly GroupedChild[], quantities: Readonly<Record<string, string>>): GroupedProblem {
  const values = children.map((child) => parseQuantity(quantities[child.sku] ?? '0'));
  if (values.some((value) => Number.isNaN(value) || value < 0)) return 'invalidQuantity';
  return values.some((value) => value > 0) ? null : 'nothingChosen';
}

/** The cart lines of a grouped product: one per child in stock with a quantity above 0. */
export function groupedCartItems(children: readonly GroupedChild[], quantities: Readonly<Record<string, string>>): Array<{ sku: string; quantity: number }> {
  return children.flatMap((child) => {
    const quantity = parseQuantity(quantities[child.sku] ?? '0');
    return child.inStock && quantity > 0 ? [{ sku: child.sku, quantity }] : [];
  });
}
