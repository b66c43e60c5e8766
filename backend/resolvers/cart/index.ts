import type { Resolvers } from '../../__generated__/resolvers';
import { CUSTOMER_NOT_AUTHORIZED, GraphQlAlreadyExistsException, GraphQlAuthorizationException, GraphQlInputException, __ } from '../../errors';
import {
  cartItemSummary,
  findActiveCustomerCart,
  findCartByMaskedId,
  insertCart,
  MASKED_ID_LENGTH,
  newMaskedId,
  type CartRow,
} from '../../repositories/cart/cartRepository';
import { customerEmail } from '../../repositories/customerRepository';
import type { RequestContext } from '../../types';
import { addProductsToCart } from './addProductsToCart';
import { bundleCartItemFields, cartItemFields, configurableCartItemFields, downloadableCartItemFields } from './cartItemFields';
import { cartItemValues } from './cartItemValues';
import { getCartForUser } from './getCartForUser';
import { addBundleProductsToCart, addConfigurableProductsToCart, addDownloadableProductsToCart, addSimpleProductsToCart, addVirtualProductsToCart } from './legacyAddToCart';
import { cartPriceFields } from './cartPriceFields';
import { applyCouponToCart, removeCouponFromCart } from './coupons';
import { mergeCartsResolver } from './mergeCarts';
import { removeItemFromCart, updateCartItems } from './updateCartItems';

// One item query per cart answer, however many of its summary fields the client asks for.
const summaries = new WeakMap<CartRow, ReturnType<typeof cartItemSummary>>();
function summaryOf(cart: CartRow, ctx: RequestContext) {
  let summary = summaries.get(cart);
  if (!summary) summaries.set(cart, (summary = cartItemSummary(ctx.db, cart.quote_id)));
  return summary;
}

/** The signed-in customer's active cart, created when there is none (Magento's customerCart). */
export function customerCartOf(ctx: RequestContext, customerId: number): CartRow {
  return findActiveCustomerCart(ctx.db, customerId, ctx.store.id) ?? insertCart(ctx.db, { maskedId: newMaskedId(), storeId: ctx.store.id, customerId });
}

function createEmptyCart(_: unknown, args: { input?: { cart_id?: string | null } | null }, ctx: RequestContext): string {
  if (ctx.customerId) return customerCartOf(ctx, ctx.customerId).masked_id;
  const requested = args.input?.cart_id;
  if (requested !== undefined && requested !== null) {
    if (requested.length !== MASKED_ID_LENGTH) throw new GraphQlInputException('Cart ID length should to be 32 symbols.');
    if (findCartByMaskedId(ctx.db, requested)) throw new GraphQlAlreadyExistsException(__('Cart with ID "%1" already exists.', requested));
  }
  return insertCart(ctx.db, { maskedId: requested ?? newMaskedId(), storeId: ctx.store.id, customerId: null }).masked_id;
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, ctx: RequestContext) => getCartForUser(ctx, args.cart_id),
    customerCart: (_: unknown, __: unknown, ctx: RequestContext) => {
      if (!ctx.customerId) throw new GraphQlAuthorizationException(CUSTOMER_NOT_AUTHORIZED);
      return customerCartOf(ctx, ctx.customerId);
    },
  },
  Mutation: {
    createEmptyCart,
    addProductsToCart,
    addSimpleProductsToCart,
    addVirtualProductsToCart,
    addConfigurableProductsToCart,
    addBundleProductsToCart,
    addDownloadableProductsToCart,
    updateCartItems,
    removeItemFromCart,
    applyCouponToCart,
    removeCouponFromCart,
    mergeCarts: mergeCartsResolver(customerCartOf),
  },
  Cart: {
    id: (cart: CartRow) => cart.masked_id,
    email: (cart: CartRow, _: unknown, ctx: RequestContext) => cart.email ?? (cart.customer_id ? (customerEmail(ctx.db, cart.customer_id) ?? null) : null),
    total_quantity: (cart: CartRow, _: unknown, ctx: RequestContext) => summaryOf(cart, ctx).totalQuantity,
    is_virtual: (cart: CartRow, _: unknown, ctx: RequestContext) => summaryOf(cart, ctx).isVirtual,
    items: (cart: CartRow, _: unknown, ctx: RequestContext) => cartItemValues(cart, ctx),
    ...cartPriceFields,
  },
  // Interface fields are declared once and shared by every cart item type.
  SimpleCartItem: cartItemFields,
  VirtualCartItem: cartItemFields,
  ConfigurableCartItem: { ...cartItemFields, ...configurableCartItemFields },
  BundleCartItem: { ...cartItemFields, ...bundleCartItemFields },
  DownloadableCartItem: { ...cartItemFields, ...downloadableCartItemFields },
};
