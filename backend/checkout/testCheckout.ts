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

/** Email, Jakarta address (billing the same) and JNE REG: everything but the payment method. */
const CHECKOUT_STEPS = `setGuestEmailOnCart(input: {cart_id: $id, email: $email}) { cart { id } }
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $address}]}) { cart { id } }
  setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
  setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "reg"}]}) { cart { id } }`;
const READY_FOR_PAYMENT = `mutation ReadyForPayment($id: String!, $email: String!, $address: CartAddressInput!) { ${CHECKOUT_STEPS} }`;
const READY = `mutation Ready($id: String!, $email: String!, $address: CartAddressInput!, $payment: String!) {
  ${CHECKOUT_STEPS}
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

async function sendSteps(graphql: GraphQl, query: string, variables: Record<string, unknown>): Promise<void> {
  const { body } = await graphql(query, { email: 'budi@example.com', address: JAKARTA_ADDRESS, ...variables });
  if (body.errors) throw new Error(`could not prepare cart: ${JSON.stringify(body.errors)}`);
}

/** Sets email, Jakarta address (billing same as shipping), JNE REG and the payment method. */
export const makeReady = (graphql: GraphQl, id: string, payment = 'banktransfer'): Promise<void> => sendSteps(graphql, READY, { id, payment });

/** The same steps but the payment method, which the caller chooses. */
export const makeReadyForPayment = (graphql: GraphQl, id: string): Promise<void> => sendSteps(graphql, READY_FOR_PAYMENT, { id });

/** Gives the product exactly `qty` units in stock. */
export function setStock(db: Db, productId: number, qty: number): void {
  db.prepare('UPDATE product_stock SET qty = ?, is_in_stock = ? WHERE product_id = ?').run(qty, qty > 0 ? 1 : 0, productId);
}
