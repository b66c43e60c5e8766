import type { BundleCartItemResolvers, CartItemErrorType, ConfigurableCartItemResolvers, DownloadableCartItemResolvers, SimpleCartItemResolvers } from '../../__generated__/resolvers';
import { lineOptions, type CartItemRow } from '../../repositories/cart/cartItems';
import { ownStock, selectionProductId } from '../../repositories/cart/cartProducts';
import { lineQuantityProblem, quantityLineOf } from '../../repositories/cart/quantityRules';
import { encodeUid } from '../../repositories/catalog/ids';
import { toProductValue } from '../../repositories/catalog/productRows';
import type { RequestContext } from '../../types';
import { chosenBundleOptions, chosenConfigurableOptions } from '../catalog/chosenOptions';
import { downloadableLinkValue, productSamples } from '../catalog/downloadableFields';
import { catalogLoaders } from '../catalog/loaders';
import { CART_MESSAGES } from './cartUserInputError';
import { chosenCustomOptions, selectedCustomizableOption } from './selectedCustomOptions';

type CartItemTypename = 'SimpleCartItem' | 'VirtualCartItem' | 'ConfigurableCartItem' | 'BundleCartItem' | 'DownloadableCartItem';

/** One cart discount's share of a line (base currency, positive). */
export interface LineDiscount {
  amount: number;
  label: string;
}

/** A quote_items row as a CartItemInterface value: the row, its concrete GraphQL type and its shares of the cart's discounts. */
export type CartItemValue = CartItemRow & { __typename: CartItemTypename; discounts: LineDiscount[] };

const TYPENAME: Record<string, CartItemTypename> = {
  simple: 'SimpleCartItem',
  virtual: 'VirtualCartItem',
  configurable: 'ConfigurableCartItem',
  bundle: 'BundleCartItem',
  downloadable: 'DownloadableCartItem',
};

export const toCartItemValue = (row: CartItemRow, discounts: LineDiscount[] = []): CartItemValue => ({
  ...row,
  __typename: TYPENAME[row.product_type] ?? 'SimpleCartItem',
  discounts,
});

async function loadProduct(ctx: RequestContext, id: number) {
  const row = await catalogLoaders(ctx).product.load(id);
  if (!row) throw new Error(`Cart item product ${id} is missing`);
  return row;
}

/** The simple products one unit of the line takes from stock. */
function lineParts(ctx: RequestContext, item: CartItemRow): Array<{ productId: number; qty: number }> {
  if (item.child_product_id) return [{ productId: item.child_product_id, qty: 1 }];
  const bundle = lineOptions(item).bundle;
  if (!bundle) return [{ productId: item.product_id, qty: 1 }];
  return bundle.flatMap((choice) => {
    const productId = selectionProductId(ctx.db, choice.selection_id);
    return productId ? [{ productId, qty: choice.qty }] : [];
  });
}

/** Why the line cannot be bought as it is: a part flagged out of stock, or too few units; null when it can. */
function stockProblem(item: CartItemRow, ctx: RequestContext): 'out_of_stock' | 'qty' | null {
  let problem: 'out_of_stock' | 'qty' | null = null;
  for (const part of lineParts(ctx, item)) {
    const stock = ownStock(ctx.db, part.productId);
    if (stock.flag !== 1) return 'out_of_stock';
    if (part.qty * item.qty > stock.qty) problem = 'qty';
  }
  return problem;
}

/** Magento's is_available: the line's quantity is in stock for each product it takes. */
const isAvailable = (item: CartItemRow, ctx: RequestContext): boolean => stockProblem(item, ctx) === null;

/**
 * Magento's CartItemErrors: the stock validator's error infos of the line (code ERROR_QTY, shown as
 * ITEM_QTY, with the validator's message), or null when the line has none. A quantity the products
 * are not sold in (a line stored before the quantity rules) comes first, as the validator checks it first.
 */
function itemErrors(item: CartItemRow, ctx: RequestContext): Array<{ code: CartItemErrorType; message: string }> | null {
  const refused = lineQuantityProblem(ctx.db, quantityLineOf(item), item.qty);
  if (refused) return [{ code: 'ITEM_QTY', message: refused }];
  const problem = stockProblem(item, ctx);
  if (!problem) return null;
  return [{ code: 'ITEM_QTY', message: problem === 'out_of_stock' ? CART_MESSAGES.outOfStock : CART_MESSAGES.qtyNotAvailable }];
}

// Typed as SimpleCartItem's: every cart item type shares these interface fields.
export const cartItemFields: SimpleCartItemResolvers = {
  id: (item: CartItemValue) => String(item.item_id),
  uid: (item: CartItemValue) => encodeUid(item.item_id),
  quantity: (item: CartItemValue) => item.qty,
  is_available: (item: CartItemValue, _a: unknown, ctx: RequestContext) => isAvailable(item, ctx),
  errors: (item: CartItemValue, _a: unknown, ctx: RequestContext) => itemErrors(item, ctx),
  // No tax rules in this shop (shelf prices include PPN): the prices including tax are the prices.
  // Magento answers discounts null, not an empty list, when no rule discounts the line.
  prices: (item: CartItemValue, _a: unknown, ctx: RequestContext) => {
    const price = ctx.money(item.price);
    const rowTotal = ctx.money(item.price * item.qty);
    return {
      price,
      price_including_tax: price,
      row_total: rowTotal,
      row_total_including_tax: rowTotal,
      total_item_discount: ctx.money(item.discounts.reduce((sum, d) => sum + d.amount, 0)),
      discounts: item.discounts.length ? item.discounts.map((d) => ({ amount: ctx.money(d.amount), label: d.label, applied_to: 'ITEM' as const })) : null,
    };
  },
  product: async (item: CartItemValue, _a: unknown, ctx: RequestContext) => toProductValue(await loadProduct(ctx, item.product_id)),
  // Not on CartItemInterface in Magento 2.4.7, but on each of these item types.
  customizable_options: async (item: CartItemValue, _a: unknown, ctx: RequestContext) => {
    const choices = lineOptions(item).custom ?? [];
    if (choices.length === 0) return [];
    const options = await catalogLoaders(ctx).customOptions.load(item.product_id);
    return chosenCustomOptions(options, choices).map((chosen) => selectedCustomizableOption(ctx, chosen));
  },
};

export const configurableCartItemFields: ConfigurableCartItemResolvers = {
  configured_variant: async (item: CartItemValue, _a: unknown, ctx: RequestContext) => toProductValue(await loadProduct(ctx, item.child_product_id ?? item.product_id)),
  configurable_options: async (item: CartItemValue, _a: unknown, ctx: RequestContext) => {
    return chosenConfigurableOptions(ctx, item.product_id, lineOptions(item).configurable ?? []);
  },
};

export const bundleCartItemFields: BundleCartItemResolvers = {
  bundle_options: (item: CartItemValue, _a: unknown, ctx: RequestContext) => chosenBundleOptions(ctx, item.product_id, lineOptions(item).bundle ?? []),
};

/** Magento's DownloadableCartItem: the links the line buys (in the product's link order) and the product's samples. */
export const downloadableCartItemFields: DownloadableCartItemResolvers = {
  links: async (item: CartItemValue, _a: unknown, ctx: RequestContext) => {
    const chosen = new Set(lineOptions(item).downloadable ?? []);
    return (await catalogLoaders(ctx).downloadableLinks.load(item.product_id)).filter((link) => chosen.has(link.link_id)).map(downloadableLinkValue);
  },
  samples: (item: CartItemValue, _a: unknown, ctx: RequestContext) => productSamples(ctx, item.product_id),
};
