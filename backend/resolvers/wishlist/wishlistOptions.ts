import type { WishListUserInputErrorType } from '../../__generated__/resolvers';
import { findProductBySku } from '../../repositories/cart/cartProducts';
import { lineQuantityProblem } from '../../repositories/cart/quantityRules';
import { loadBundleOptions } from '../../repositories/catalog/bundleProducts';
import { loadConfigurableData } from '../../repositories/catalog/configurableProducts';
import { decodeUid } from '../../repositories/catalog/ids';
import { ENABLED, type ProductRow } from '../../repositories/catalog/productRows';
import type { WishlistBuyRequest } from '../../repositories/wishlistRepository';
import type { Db } from '../../types';
import { WISHLIST_MESSAGES } from './messages';

// How Magento's product types read a wishlist buy request. A wishlist keeps products not fully
// configured (Magento's "lite" process mode): a configurable without a full choice is kept as the
// parent alone, a bundle without selections as the bundle alone.

/** Why one item could not be added or updated: reported in user_errors, the others go on. */
export class WishlistUserError extends Error {
  constructor(readonly code: WishListUserInputErrorType, message: string) {
    super(message);
    this.name = 'WishlistUserError';
  }
}

/** The uid's path split on "/" when it is one of the given kind ("configurable", "bundle"). */
function uidParts(uid: string, kind: string): number[] | null {
  const parts = decodeUid(uid)?.split('/');
  if (!parts || parts[0] !== kind) return null;
  return parts.slice(1).map((part) => Number(part));
}

/**
 * The configurable's choice: the values of selected_options (configurable/<attribute_id>/<value>),
 * or else the values of the child named by sku when parent_sku is given. A child matching every
 * value given becomes the item's variant; otherwise the parent is kept without one.
 */
function configurableRequest(db: Db, parent: ProductRow, selected: string[], childSku: string | null): WishlistBuyRequest {
  const data = loadConfigurableData(db, [parent.entity_id]).get(parent.entity_id) ?? { options: [], variants: [] };
  const given = new Map<number, number>();
  for (const uid of selected) {
    const parts = uidParts(uid, 'configurable');
    // An empty value is no choice (Magento drops it in this mode).
    if (parts && parts.length >= 2 && Number.isInteger(parts[0]) && parts[1]) given.set(parts[0], parts[1]);
  }
  if (given.size === 0 && childSku !== null && childSku !== parent.sku) {
    const child = findProductBySku(db, childSku);
    const variant = child && data.variants.find((v) => v.child_id === child.entity_id);
    for (const [attributeId, value] of variant?.options ?? []) given.set(attributeId, value.option_id);
  }
  const request: WishlistBuyRequest = selected.length ? { selected_options: selected } : {};
  if (given.size === 0) return request;
  const variant = data.variants.find((v) => [...given].every(([attributeId, optionId]) => v.options.get(attributeId)?.option_id === optionId));
  if (!variant) return request;
  const configurable = data.options.filter((o) => given.has(o.attribute_id)).map((o) => ({ attribute_id: o.attribute_id, option_id: given.get(o.attribute_id) as number }));
  return { ...request, simple_product: variant.child_id, configurable };
}

/** The bundle's selections (bundle/<option_id>/<selection_id>/<qty>); one it does not have refuses the item. */
function bundleRequest(db: Db, bundle: ProductRow, selected: string[]): WishlistBuyRequest {
  const options = loadBundleOptions(db, [bundle.entity_id]).get(bundle.entity_id) ?? [];
  const choices: NonNullable<WishlistBuyRequest['bundle']> = [];
  for (const uid of selected) {
    const parts = uidParts(uid, 'bundle');
    if (!parts) continue;
    const [optionId, selectionId, qty] = parts;
    const selection = options.find((o) => o.option_id === optionId)?.selections.find((s) => s.selection_id === selectionId);
    if (!selection) throw new WishlistUserError('UNDEFINED', WISHLIST_MESSAGES.bundleSelectionsUnavailable);
    // A quantity the shop does not let the shopper change stays the selection's own.
    choices.push({ option_id: optionId, selection_id: selectionId, qty: selection.can_change_qty && qty > 0 ? qty : selection.selection_qty });
  }
  const request: WishlistBuyRequest = selected.length ? { selected_options: selected } : {};
  return choices.length ? { ...request, bundle: choices } : request;
}

/** The buy request of the product for the options given (null when the product takes none). */
export function productBuyRequest(db: Db, product: ProductRow, selected: string[], childSku: string | null): WishlistBuyRequest | null {
  switch (product.type_id) {
    case 'configurable':
      return configurableRequest(db, product, selected, childSku);
    case 'bundle':
      return bundleRequest(db, product, selected);
    default:
      return null;
  }
}

export interface WishlistCandidate {
  product: ProductRow;
  buyRequest: WishlistBuyRequest | null;
}

/**
 * The product and options one WishlistItemInput names, as Magento's AddProductsToWishlist reads it:
 * the product is parent_sku's when given (else sku's), found even when disabled, then refused.
 */
export function wishlistCandidate(db: Db, input: { sku: string; quantity: number; parent_sku?: string | null; selected_options?: readonly string[] | null }): WishlistCandidate {
  const sku = input.parent_sku ?? input.sku;
  const product = findProductBySku(db, sku);
  if (!product) throw new WishlistUserError('PRODUCT_NOT_FOUND', WISHLIST_MESSAGES.productNotFound(sku));
  if (input.quantity === 0) throw new WishlistUserError('UNDEFINED', WISHLIST_MESSAGES.qtyZero);
  if (product.status !== ENABLED) throw new WishlistUserError('UNDEFINED', WISHLIST_MESSAGES.productDisabled);
  const childSku = input.parent_sku != null ? input.sku : null;
  return { product, buyRequest: productBuyRequest(db, product, [...(input.selected_options ?? [])], childSku) };
}

/**
 * What makes two items of one product the same item (Magento's representProduct): the chosen
 * variant and values, the bundle selections. The uids as sent do not count.
 */
export function optionsKey(request: WishlistBuyRequest | null): string {
  const configurable = [...(request?.configurable ?? [])].sort((a, b) => a.attribute_id - b.attribute_id);
  const bundle = [...(request?.bundle ?? [])].sort((a, b) => a.option_id - b.option_id || a.selection_id - b.selection_id);
  return JSON.stringify([request?.simple_product ?? null, configurable, bundle]);
}

/** Magento's wishlist item keeps a negative quantity as 1. */
export const storedQty = (qty: number): number => (qty >= 0 ? qty : 1);

/**
 * Refuses a wishlist quantity the product is not sold in (quantityRules: whole units up to the
 * maximum sale quantity), which the cart would refuse when the item moves there. Magento keeps
 * any quantity on a wishlist; a shop that takes payment keeps only ones it can sell.
 */
export function assertWishlistQty(db: Db, product: ProductRow, buyRequest: WishlistBuyRequest | null, qty: number): void {
  const refused = lineQuantityProblem(db, { productId: product.entity_id, childProductId: buyRequest?.simple_product ?? null, bundle: buyRequest?.bundle }, qty);
  if (refused) throw new WishlistUserError('UNDEFINED', refused);
}
