import type { BundleWishlistItemResolvers, ConfigurableWishlistItemResolvers, SimpleWishlistItemResolvers } from '../../__generated__/resolvers';
import { toProductValue, type ProductRow } from '../../repositories/catalog/productRows';
import { buyRequestOf, type WishlistItemRow } from '../../repositories/wishlistRepository';
import type { RequestContext } from '../../types';
import { chosenBundleOptions, chosenConfigurableOptions } from '../catalog/chosenOptions';
import { catalogLoaders } from '../catalog/loaders';

type WishlistItemTypename = 'SimpleWishlistItem' | 'VirtualWishlistItem' | 'ConfigurableWishlistItem' | 'BundleWishlistItem' | 'GroupedProductWishlistItem';

/** A wishlist_items row as a WishlistItemInterface value: the row plus its concrete GraphQL type. */
export type WishlistItemValue = WishlistItemRow & { __typename: WishlistItemTypename };

// Magento's WishlistItemType: the item's type follows its product's.
const TYPENAME: Record<string, WishlistItemTypename> = {
  simple: 'SimpleWishlistItem',
  virtual: 'VirtualWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  bundle: 'BundleWishlistItem',
  grouped: 'GroupedProductWishlistItem',
};

export const toWishlistItemValue = (row: WishlistItemRow): WishlistItemValue => ({ ...row, __typename: TYPENAME[row.product_type] ?? 'SimpleWishlistItem' });

async function loadProduct(ctx: RequestContext, id: number): Promise<ProductRow | null> {
  return catalogLoaders(ctx).product.load(id);
}

// Typed as SimpleWishlistItem's: every wishlist item type shares these interface fields.
export const wishlistItemFields: SimpleWishlistItemResolvers = {
  id: (item: WishlistItemValue) => String(item.wishlist_item_id),
  quantity: (item: WishlistItemValue) => item.qty,
  description: (item: WishlistItemValue) => item.description,
  added_at: (item: WishlistItemValue) => item.added_at,
  product: async (item: WishlistItemValue, _a: unknown, ctx: RequestContext) => {
    const row = await loadProduct(ctx, item.product_id);
    return row ? toProductValue(row) : null;
  },
  // This catalogue has no custom options.
  customizable_options: () => [],
};

export const configurableWishlistItemFields: ConfigurableWishlistItemResolvers = {
  // "" while the item names no variant, as Magento answers it.
  child_sku: async (item: WishlistItemValue, _a: unknown, ctx: RequestContext) => {
    const childId = buyRequestOf(item).simple_product;
    return (childId !== undefined && (await loadProduct(ctx, childId))?.sku) || '';
  },
  configured_variant: async (item: WishlistItemValue, _a: unknown, ctx: RequestContext) => {
    const childId = buyRequestOf(item).simple_product;
    const row = childId === undefined ? null : await loadProduct(ctx, childId);
    return row ? toProductValue(row) : null;
  },
  // The chosen values, in the configurable's attribute order (none until a variant is named).
  configurable_options: (item: WishlistItemValue, _a: unknown, ctx: RequestContext) => {
    const request = buyRequestOf(item);
    // Without a chosen child the wishlist keeps the parent alone (no options chosen).
    return request.simple_product === undefined ? [] : chosenConfigurableOptions(ctx, item.product_id, request.configurable ?? []);
  },
};

export const bundleWishlistItemFields: BundleWishlistItemResolvers = {
  bundle_options: (item: WishlistItemValue, _a: unknown, ctx: RequestContext) => chosenBundleOptions(ctx, item.product_id, buyRequestOf(item).bundle ?? []),
};
