import type { Db } from '../types';

// Test helpers for checkout tests: a guest cart made ready to order over GraphQL.

type GraphQl = (query: string, variables?: Record<string, unknown>, options?: { headers?: Record<string, string> }) => Promise<{ status: number; body: any }>;

export const JAKARTA_ADDRESS = {
  firstname: 'Budi',
  lastname: 'Santoso',
  street: ['Jl. Sudirman No. 1'],
  city: 'Jakarta Selatan',
  region: 'JK',
  postcode: '12190',
  country_code: 'ID',
  telephone: '081234567890',
};

const READY = `mutation Ready($id: String!, $email: String!, $address: CartAddressInput!, $payment: String!) {
  setGuestEmailOnCart(input: {cart_id: $id, email: $email}) { cart { id } }
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $address}]}) { cart { id } }
  setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
  setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "reg"}]}) { cart { id } }
  setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: $payment}}) { cart { id } }
}`;

export const PLACE_ORDER = 'mutation ($id: String!) { placeOrder(input: {cart_id: $id}) { order { order_number } errors { message code } } }';

/** A new guest cart holding `qty` of `sku`. */
export async function guestCartWith(graphql: GraphQl, sku: string, qty = 1): Promise<string> {
  const id = (await graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
  const added = await graphql('mutation ($id: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: $qty}]) { user_errors { message } } }', { id, sku, qty });
  if (added.body.errors || added.body.data.addProductsToCart.user_errors.length) throw new Error(`could not add ${sku}: ${JSON.stringify(added.body)}`);
  return id;
}

/** Sets email, Jakarta address (billing same as shipping), JNE REG and the payment method. */
export async function makeReady(graphql: GraphQl, id: string, payment = 'banktransfer'): Promise<void> {
  const { body } = await graphql(READY, { id, email: 'budi@example.com', address: JAKARTA_ADDRESS, payment });
  if (body.errors) throw new Error(`could not prepare cart: ${JSON.stringify(body.errors)}`);
}

/** Gives the product exactly `qty` units in stock. */
export function setStock(db: Db, productId: number, qty: number): void {
  db.prepare('UPDATE product_stock SET qty = ?, is_in_stock = ? WHERE product_id = ?').run(qty, qty > 0 ? 1 : 0, productId);
}
