import type { Db } from '../../types';
import { lineOptions, listCartItems, type BundleChoice, type CartItemRow } from './cartItems';
import { selectionProductId } from './cartProducts';

// The one place that says which quantities a product can be sold in: Magento's stock item rules
// (is_qty_decimal, min_sale_qty, max_sale_qty). Every entry point (cart adds and updates, bundle
// selections, wishlist, mergeCarts, placeOrder) asks here, so a quantity is judged the same way
// wherever it comes from.

/**
 * Magento 2.4.7's messages, word for word: Magento_Quote's AddProductsToCart (not positive) and
 * Magento_InventorySales' IsCorrectQtyCondition (fewest, most, decimal), which with MSI is what
 * the quote item quantity validator answers.
 */
export const QUANTITY_MESSAGES = {
  notPositive: 'The product quantity should be greater than 0',
  fewest: (minSaleQty: number) => `The fewest you may purchase is ${minSaleQty}`,
  most: 'The requested qty exceeds the maximum qty allowed in shopping cart',
  decimal: 'You cannot use decimal quantity for this product.',
} as const;

export interface SaleQuantityRules {
  isQtyDecimal: boolean;
  minSaleQty: number;
  maxSaleQty: number;
}

/** Magento's defaults (cataloginventory/item_options): whole units, 1 to 10000. */
const DEFAULT_RULES: SaleQuantityRules = { isQtyDecimal: false, minSaleQty: 1, maxSaleQty: 10000 };

export function saleQuantityRules(db: Db, productId: number): SaleQuantityRules {
  const row = db.prepare('SELECT is_qty_decimal, min_sale_qty, max_sale_qty FROM product_stock WHERE product_id = ?').get(productId) as
    | { is_qty_decimal: number; min_sale_qty: number; max_sale_qty: number }
    | undefined;
  return row ? { isQtyDecimal: row.is_qty_decimal === 1, minSaleQty: row.min_sale_qty, maxSaleQty: row.max_sale_qty } : DEFAULT_RULES;
}

/**
 * Why `qty` units cannot be sold under these rules, or null when they can. Checked in Magento's
 * order (fewest, most, decimal); NaN is not positive and Infinity is above any maximum.
 */
export function saleQuantityProblem(rules: SaleQuantityRules, qty: number): string | null {
  if (!(qty > 0)) return QUANTITY_MESSAGES.notPositive;
  if (rules.minSaleQty && qty < rules.minSaleQty) return QUANTITY_MESSAGES.fewest(rules.minSaleQty);
  if (rules.maxSaleQty && qty > rules.maxSaleQty) return QUANTITY_MESSAGES.most;
  return unitProblem(rules, qty);
}

/** Whether the product can be counted in `qty` at all: more than nothing, and whole unless sold in decimals. */
function unitProblem(rules: SaleQuantityRules, qty: number): string | null {
  if (!(qty > 0)) return QUANTITY_MESSAGES.notPositive;
  return !rules.isQtyDecimal && !Number.isInteger(qty) ? QUANTITY_MESSAGES.decimal : null;
}

/** A cart line as far as quantities go: its product, the chosen child and the bundle selections. */
export interface QuantityLine {
  productId: number;
  childProductId: number | null;
  bundle?: readonly BundleChoice[] | null;
}

export const quantityLineOf = (item: CartItemRow): QuantityLine => ({ productId: item.product_id, childProductId: item.child_product_id, bundle: lineOptions(item).bundle });

/**
 * Why the line cannot hold `qty` units, or null. A configurable line is judged by its chosen child
 * (as Magento validates the child item); a bundle line by the bundle (whole bundles) and by each
 * selection: the units it takes in all, and its quantity per bundle, which must be whole too (a
 * fraction of a selection would take a fraction off the bundle's price).
 */
export function lineQuantityProblem(db: Db, line: QuantityLine, qty: number): string | null {
  const own = saleQuantityProblem(saleQuantityRules(db, line.childProductId ?? line.productId), qty);
  if (own) return own;
  for (const choice of line.bundle ?? []) {
    const partId = selectionProductId(db, choice.selection_id);
    if (partId === null) continue;
    const rules = saleQuantityRules(db, partId);
    const problem = saleQuantityProblem(rules, choice.qty * qty) ?? unitProblem(rules, choice.qty);
    if (problem) return problem;
  }
  return null;
}

/** The first line of the cart whose quantity its products cannot be sold in, with why; null when none. */
export function cartQuantityProblem(db: Db, quoteId: number): string | null {
  for (const item of listCartItems(db, quoteId)) {
    const problem = lineQuantityProblem(db, quantityLineOf(item), item.qty);
    if (problem) return problem;
  }
  return null;
}
