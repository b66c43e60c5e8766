import type { Resolvers } from '../__generated__/resolvers';
import { loadAddress, type AddressInput } from '../checkout/addresses';
import { billingAddressValue, shippingAddressValue } from '../checkout/cartAddressValue';
import { loadPayment, setBillingAddress, setGuestEmail, setPaymentMethod, setShippingAddress, setShippingMethod } from '../checkout/checkoutSteps';
import { availablePaymentMethods, findPaymentMethod } from '../checkout/paymentMethods';
import { findOrder } from '../checkout/orderView';
import { placeOrder, PlaceOrderFailure, type PlaceOrderErrorCode } from '../checkout/placeOrder';
import { GraphQlNoSuchEntityException } from '../errors';
import { findCartByMaskedId, type CartRow } from '../repositories/cart/cartRepository';
import type { RequestContext } from '../types';
import { loyaltyOf } from './cart/cartPriceFields';
import { getCartForUser } from './cart/getCartForUser';

/** GraphQL's CartAddressInput: the caller's address with `country_code` instead of `country_id`. */
type GraphQlAddress = Omit<AddressInput, 'country_id' | 'region_code'> & { country_code?: string | null };

/** GraphQL's CartAddressInput: `country_code`, and `region` as a code or a name. */
const fromGraphQl = (address: GraphQlAddress | null | undefined): AddressInput | null =>
  address ? { ...address, country_id: address.country_code, region_code: address.region } : null;

/** Runs a checkout step on the caller's cart and answers `{cart}` as it is afterwards. */
function step<I extends { cart_id: string }>(run: (ctx: RequestContext, cart: CartRow, input: I) => void) {
  return (_: unknown, args: { input?: I | null }, ctx: RequestContext) => {
    const cart = getCartForUser(ctx, args.input?.cart_id);
    run(ctx, cart, args.input as I);
    return { cart: findCartByMaskedId(ctx.db, cart.masked_id) ?? cart };
  };
}

function placeOrderMutation(_: unknown, args: { input?: { cart_id: string } | null }, ctx: RequestContext) {
  try {
    const cart = getCartForUser(ctx, args.input?.cart_id);
    const order = placeOrder(ctx.db, cart.masked_id);
    return { order: { order_number: order.incrementId, order_id: order.incrementId }, orderV2: findOrder(ctx.db, order.entityId), errors: [] };
  } catch (error) {
    // Magento 2.4.7 answers a cart or order problem in `errors`; authorization still throws.
    if (error instanceof PlaceOrderFailure) return { order: null, orderV2: null, errors: [{ message: error.message, code: error.code }] };
    if (error instanceof GraphQlNoSuchEntityException) {
      const code: PlaceOrderErrorCode = error.message === "The cart isn't active." ? 'CART_NOT_ACTIVE' : 'CART_NOT_FOUND';
      return { order: null, orderV2: null, errors: [{ message: error.message, code }] };
    }
    throw error;
  }
}

export const checkoutResolvers: Resolvers = {
  Mutation: {
    setGuestEmailOnCart: step<{ cart_id: string; email: string }>((ctx, cart, input) => setGuestEmail(ctx.db, cart, input.email)),
    setShippingAddressesOnCart: step<{
      cart_id: string;
      shipping_addresses: Array<{ address?: GraphQlAddress | null; customer_address_id?: number | null; customer_notes?: string | null }>;
    }>((ctx, cart, input) =>
      setShippingAddress(
        ctx.db,
        cart,
        input.shipping_addresses?.map((choice) => ({ address: fromGraphQl(choice.address), customerAddressId: choice.customer_address_id, customerNotes: choice.customer_notes })),
      ),
    ),
    setBillingAddressOnCart: step<{
      cart_id: string;
      billing_address: { address?: GraphQlAddress | null; customer_address_id?: number | null; same_as_shipping?: boolean | null };
    }>((ctx, cart, input) =>
      setBillingAddress(ctx.db, cart, {
        address: fromGraphQl(input.billing_address?.address),
        customerAddressId: input.billing_address?.customer_address_id,
        sameAsShipping: input.billing_address?.same_as_shipping,
      }),
    ),
    setShippingMethodsOnCart: step<{ cart_id: string; shipping_methods: Array<{ carrier_code: string; method_code: string }> }>((ctx, cart, input) =>
      setShippingMethod(ctx.db, cart, input.shipping_methods),
    ),
    setPaymentMethodOnCart: step<{ cart_id: string; payment_method: { code: string; purchase_order_number?: string | null } }>((ctx, cart, input) =>
      setPaymentMethod(ctx.db, cart, { code: input.payment_method?.code, purchaseOrderNumber: input.payment_method?.purchase_order_number }),
    ),
    placeOrder: placeOrderMutation,
  },
  Cart: {
    shipping_addresses: (cart: CartRow, _: unknown, ctx: RequestContext) => {
      const row = loadAddress(ctx.db, cart.quote_id, 'shipping');
      return row ? [shippingAddressValue(ctx, row)] : [];
    },
    billing_address: (cart: CartRow, _: unknown, ctx: RequestContext) => {
      const row = loadAddress(ctx.db, cart.quote_id, 'billing');
      return row ? billingAddressValue(ctx, row) : null;
    },
    available_payment_methods: (cart: CartRow, _: unknown, ctx: RequestContext) =>
      availablePaymentMethods(ctx.db, cart.store_id, loyaltyOf(cart, ctx).grandTotal).map(({ code, title }) => ({ code, title })),
    selected_payment_method: (cart: CartRow, _: unknown, ctx: RequestContext) => {
      const method = findPaymentMethod(loadPayment(ctx.db, cart.quote_id)?.method ?? '');
      // Magento answers an empty selection rather than null.
      return method ? { code: method.code, title: method.title, purchase_order_number: null } : { code: '', title: '', purchase_order_number: null };
    },
  },
};
