import { type Address } from './address';
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
 * The requests behind the checkout steps (GraphQL or Magento's REST endpoints). The checkout
 * talons pass them to the thunks beside the step's data, so the store knows no request shapes
 * and no function ever travels in an action.
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
