import type { CartItemInput, CustomizableOptionInput, MutationResolvers } from '../../__generated__/resolvers';
import { GraphQlInputException } from '../../errors';
import { downloadableLinkUid } from '../../repositories/catalog/downloadableLinks';
import { encodeUid } from '../../repositories/catalog/ids';
import type { RequestContext } from '../../types';
import { storeToday } from '../../storeDate';
import { addCartItem } from './addCartItem';
import { CartUserInputError } from './cartUserInputError';
import { enteredFromCustomizableOptions } from './customizableOptionInput';
import { getCartForUser } from './getCartForUser';

/**
 * The legacy add*ProductsToCart mutations: same rules as addProductsToCart, but the first refusal
 * becomes a top-level graphql-input error and nothing of the request is kept (Magento throws).
 */
function addAll(ctx: RequestContext, cartId: string | undefined, items: CartItemInput[] | undefined) {
  const cart = getCartForUser(ctx, cartId);
  if (!items || items.length === 0) throw new GraphQlInputException('Required parameter "cart_items" is missing');
  const today = storeToday(ctx);
  try {
    ctx.db.transaction(() => {
      for (const item of items) addCartItem(ctx.db, cart.quote_id, item, today);
    })();
  } catch (error) {
    if (error instanceof CartUserInputError) throw new GraphQlInputException(error.message);
    throw error;
  }
  return { cart };
}

type Input<T> = { cart_id?: string; cart_items?: T[] } | null | undefined;

/** Any legacy cart item: its data and the custom options it names (CustomizableOptionInput). */
interface LegacyItem {
  data: CartItemInput;
  customizable_options?: CustomizableOptionInput[] | null;
}

/** The item's data with its legacy customizable_options added as entered options. */
function withCustomizableOptions(item: LegacyItem): CartItemInput {
  const legacy = item.customizable_options ?? [];
  if (legacy.length === 0) return item.data;
  return { ...item.data, entered_options: [...(item.data.entered_options ?? []), ...enteredFromCustomizableOptions(legacy)] };
}

export const addSimpleProductsToCart: MutationResolvers['addSimpleProductsToCart'] = (_p, args: { input?: Input<LegacyItem> }, ctx) =>
  addAll(ctx, args.input?.cart_id, args.input?.cart_items?.map(withCustomizableOptions));

export const addVirtualProductsToCart: MutationResolvers['addVirtualProductsToCart'] = (_p, args: { input?: Input<LegacyItem> }, ctx) =>
  addAll(ctx, args.input?.cart_id, args.input?.cart_items?.map(withCustomizableOptions));

interface LegacyConfigurableItem extends LegacyItem {
  parent_sku?: string | null;
  variant_sku?: string | null;
}

/** data.sku is the child (variant_sku, deprecated, wins when given); parent_sku names the configurable. */
export const addConfigurableProductsToCart: MutationResolvers['addConfigurableProductsToCart'] = (_p, args: { input?: Input<LegacyConfigurableItem> }, ctx) =>
  addAll(
    ctx,
    args.input?.cart_id,
    args.input?.cart_items?.map((item) => ({ ...withCustomizableOptions(item), sku: item.variant_sku || item.data.sku, parent_sku: item.parent_sku ?? item.data.parent_sku })),
  );

interface LegacyBundleItem extends LegacyItem {
  bundle_options: Array<{ id: number; quantity: number; value: string[] }>;
}

/** bundle_options {id: option id, value: selection ids, quantity} become the selection uids addProductsToCart takes. */
export const addBundleProductsToCart: MutationResolvers['addBundleProductsToCart'] = (_p, args: { input?: Input<LegacyBundleItem> }, ctx) =>
  addAll(
    ctx,
    args.input?.cart_id,
    args.input?.cart_items?.map((item) => ({
      ...withCustomizableOptions(item),
      selected_options: item.bundle_options.flatMap((option) => option.value.map((selectionId) => encodeUid(`bundle/${option.id}/${selectionId}/${option.quantity}`))),
    })),
  );

interface LegacyDownloadableItem extends LegacyItem {
  downloadable_product_links?: Array<{ link_id: number }> | null;
}

/** downloadable_product_links {link_id} become the link uids addProductsToCart takes (Magento's DownloadableLinksDataProvider). */
export const addDownloadableProductsToCart: MutationResolvers['addDownloadableProductsToCart'] = (_p, args: { input?: Input<LegacyDownloadableItem> }, ctx) =>
  addAll(
    ctx,
    args.input?.cart_id,
    args.input?.cart_items?.map((item) => {
      const data = withCustomizableOptions(item);
      const links = [...new Set((item.downloadable_product_links ?? []).map((link) => link.link_id))].map(downloadableLinkUid);
      return { ...data, selected_options: [...(data.selected_options ?? []), ...links] };
    }),
  );
