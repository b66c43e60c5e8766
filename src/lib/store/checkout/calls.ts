import { type ApolloClient } from '@apollo/client';
import { type OfferedShippingMethodFragment } from '../../../__generated__/operations';
import type { RestClient } from '../../rest';
import { COUNTRY_ID, type Address } from './address';
import { CHECKOUT_SHIPPING_METHODS, LATEST_CUSTOMER_ORDER, SET_GUEST_EMAIL_ON_CART, SET_SHIPPING_ADDRESS_ON_CART } from './checkout.gql';
import { type PaymentMethod, type ShippingMethod } from './storage';

/** What the shop answers when an order is placed: the order's id (payment-information) and its number. */
export interface PlacedOrder {
  id: string;
  number: string;
}

export interface PlaceOrderInput {
  cartId: string;
  isSignedIn: boolean;
  billingAddress: Address | undefined;
  shippingAddress: Address | undefined;
  paymentMethod: PaymentMethod | undefined;
  email: string | undefined;
}

/**
 * The requests behind the checkout steps (GraphQL or Magento's REST endpoints), made by the
 * checkout thunks with the Apollo and REST clients of their extra argument, as every thunk reaches
 * the shop. No function ever travels in an action.
 */
export interface CheckoutCalls {
  /** Sets a guest's email on the cart, before the address. */
  setGuestEmail(input: { cartId: string; email: string }): Promise<void>;
  /** Sets the shipping address on the cart; resolves to the shipping methods now available. */
  setShippingAddress(input: { cartId: string; address: Address }): Promise<ShippingMethod[]>;
  /** The methods the cart's shipping address gets now; null when the cart has no shipping address. */
  getShippingMethods(input: { cartId: string }): Promise<ShippingMethod[] | null>;
  /** Sets the shipping address and method together (REST shipping-information). */
  setShippingInformation(input: { cartId: string; isSignedIn: boolean; shippingAddress: Address; shippingMethod: ShippingMethod }): Promise<void>;
  /** Sets payment and billing and places the order (REST payment-information). */
  placeOrder(input: PlaceOrderInput): Promise<PlacedOrder>;
}

/** Magento's REST address (quote-data-address-interface). */
function toRestAddress(address: Address) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    region: address.region,
    region_id: address.region_id,
    region_code: address.region_code,
    postcode: address.postcode,
    country_id: address.country_id ?? COUNTRY_ID,
    telephone: address.telephone,
    email: address.email,
  };
}

/** guest-carts/<id> for a guest, carts/mine for a signed-in customer (spec §6). */
const cartPath = (cartId: string, isSignedIn: boolean) =>
  isSignedIn ? '/rest/V1/carts/mine' : `/rest/V1/guest-carts/${encodeURIComponent(cartId)}`;

/** The methods the shop offers for the address, in its order; those it cannot ship now are left out. */
function offeredMethods(methods: ReadonlyArray<OfferedShippingMethodFragment | null> | null | undefined = []): ShippingMethod[] {
  return (methods ?? []).flatMap((method) =>
    method?.available
      ? [
          {
            carrier_code: method.carrier_code,
            carrier_title: method.carrier_title,
            method_code: method.method_code ?? '',
            method_title: method.method_title ?? undefined,
            amount: { currency: method.amount.currency ?? 'IDR', value: method.amount.value ?? 0 },
          },
        ]
      : [],
  );
}

/** The checkout's requests: GraphQL for the email and the address, Magento's REST for the rest (spec §7). */
export function checkoutCalls(apolloClient: ApolloClient, rest: RestClient): CheckoutCalls {
  return {
    async setGuestEmail({ cartId, email }) {
      await apolloClient.mutate({ mutation: SET_GUEST_EMAIL_ON_CART, variables: { cartId, email } });
    },

    async setShippingAddress({ cartId, address }) {
      const { data } = await apolloClient.mutate({
        mutation: SET_SHIPPING_ADDRESS_ON_CART,
        variables: {
          cartId,
          firstname: address.firstname,
          lastname: address.lastname,
          street: address.street,
          city: address.city,
          region_code: address.region_code ?? '',
          region_id: address.region_id,
          postcode: address.postcode,
          telephone: address.telephone,
          country_id: address.country_id ?? COUNTRY_ID,
        },
      });
      return offeredMethods(data?.setShippingAddressesOnCart?.cart.shipping_addresses[0]?.available_shipping_methods);
    },

    async getShippingMethods({ cartId }) {
      const { data } = await apolloClient.query({ query: CHECKOUT_SHIPPING_METHODS, variables: { cartId }, fetchPolicy: 'network-only' });
      const address = data?.cart?.shipping_addresses[0];
      return address ? offeredMethods(address.available_shipping_methods) : null;
    },

    async setShippingInformation({ cartId, isSignedIn, shippingAddress, shippingMethod }) {
      const address = toRestAddress(shippingAddress);
      await rest.request(`${cartPath(cartId, isSignedIn)}/shipping-information`, {
        method: 'POST',
        body: {
          addressInformation: {
            shipping_address: address,
            billing_address: address,
            shipping_carrier_code: shippingMethod.carrier_code,
            shipping_method_code: shippingMethod.method_code,
          },
        },
      });
    },

    async placeOrder({ cartId, isSignedIn, billingAddress, paymentMethod, email }: PlaceOrderInput) {
      const nonce = (paymentMethod?.data as { nonce?: string } | undefined)?.nonce;
      const payment = {
        method: paymentMethod?.code,
        additional_data: nonce ? { payment_method_nonce: nonce } : {},
      };
      const body = {
        ...(isSignedIn ? {} : { cartId, email }),
        paymentMethod: payment,
        ...(billingAddress ? { billingAddress: toRestAddress(billingAddress) } : {}),
      };
      const id = String(await rest.request<string | number>(`${cartPath(cartId, isSignedIn)}/payment-information`, { method: 'POST', body }));
      return { id, number: await orderNumber(apolloClient, rest, cartId, isSignedIn, id) };
    },
  };
}

/**
 * payment-information answers the order's id, not its number. A guest's cart, read back, names the
 * number it reserved for the order (Magento's reserved_order_id); a customer's newest order is it
 * (its id is the base64 of the order's id).
 */
async function orderNumber(apolloClient: ApolloClient, rest: RestClient, cartId: string, isSignedIn: boolean, id: string): Promise<string> {
  try {
    if (isSignedIn) {
      const { data } = await apolloClient.query({ query: LATEST_CUSTOMER_ORDER, fetchPolicy: 'network-only' });
      const latest = data?.customer?.orders?.items?.[0];
      return latest && atob(latest.id) === id ? latest.number : id;
    }
    const cart = await rest.request<{ reserved_order_id?: string | null }>(cartPath(cartId, false));
    return cart?.reserved_order_id || id;
  } catch {
    // The order is placed whatever happens here: never fail the shopper over its number.
    return id;
  }
}
