import type { BundleWishlistItemResolvers, ConfigurableWishlistItemResolvers, SimpleWishlistItemResolvers } from '../../__generated__/resolvers';
import { encodeUid } from '../../repositories/catalog/ids';
import { selectionPrice, simplePrice } from '../../repositories/catalog/productPricing';
import { toProductValue, type ProductRow } from '../../repositories/catalog/productRows';
import { buyRequestOf, type WishlistItemRow } from '../../repositories/wishlistRepository';
import type { RequestContext } from '../../types';
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
  configurable_options: async (item: WishlistItemValue, _a: unknown, ctx: RequestContext) => {
    const request = buyRequestOf(item);
    if (request.simple_product === undefined) return [];
    const data = await catalogLoaders(ctx).configurable.load(item.product_id);
    return data.options.flatMap((option) => {
      const choice = request.configurable?.find((c) => c.attribute_id === option.attribute_id);
      const value = choice && option.values.find((v) => v.option_id === choice.option_id);
      if (!value) return [];
      return [{
        id: option.attribute_id,
        configurable_product_option_uid: encodeUid(`configurable/${item.product_id}/${option.attribute_id}`),
        option_label: option.label,
        value_id: value.option_id,
        configurable_product_option_value_uid: encodeUid(`configurable/${option.attribute_id}/${value.option_id}`),
        value_label: value.label,
      }];
    });
  },
};

export const bundleWishlistItemFields: BundleWishlistItemResolvers = {
  bundle_options: async (item: WishlistItemValue, _a: unknown, ctx: RequestContext) => {
    const choices = buyRequestOf(item).bundle ?? [];
    if (choices.length === 0) return [];
    const loaders = catalogLoaders(ctx);
    const [bundle, options] = await Promise.all([loadProduct(ctx, item.product_id), loaders.bundleOptions.load(item.product_id)]);
    if (!bundle) return [];
    return Promise.all(
      options
        .filter((option) => choices.some((c) => c.option_id === option.option_id))
        .map(async (option) => {
          const chosen = choices.flatMap((c) => option.selections.filter((s) => c.option_id === option.option_id && s.selection_id === c.selection_id).map((s) => ({ s, qty: c.qty })));
          const parts = await loaders.product.loadAll(chosen.map(({ s }) => s.product_id));
          return {
            id: option.option_id,
            uid: encodeUid(`bundle/${option.option_id}`),
            label: option.title,
            type: option.type,
            values: chosen.flatMap(({ s, qty }, index) => {
              const part = parts[index];
              if (!part) return [];
              return [{
                id: s.selection_id,
                uid: encodeUid(`bundle/${option.option_id}/${s.selection_id}/${qty}`),
                label: part.name,
                quantity: qty,
                price: ctx.money(selectionPrice(bundle, s, simplePrice(part, loaders.today)).final).value,
              }];
            }),
          };
        }),
    );
  },
};
