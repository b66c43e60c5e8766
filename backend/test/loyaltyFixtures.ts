import { JAKARTA_ADDRESS } from '../checkout/testCheckout';
import type { Db } from '../types';
import type { TestBackend } from './testBackend';

// Shared by the reward points and store credit tests: signed-in customers' carts made ready to
// order over GraphQL, and the cart fields that show what points and credit pay.

export const DEMO = { email: 'demo@example.com', password: 'Demo1234!Shop' };
export const SITI = { email: 'siti.rahayu@example.com', password: 'Siti1234!Shop' };
/** A seeded customer without reward points or store credit. */
export const BUDI = { email: 'budi.santoso@example.com', password: 'Budi1234!Shop' };

export const UNAUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };

export const CART_TOTALS = `query ($id: String!) { cart(cart_id: $id) {
  prices { grand_total { value currency } discounts { label } }
  applied_reward_points { points money { value currency } }
  applied_store_credit { enabled current_balance { value currency } applied_balance { value currency } }
  available_payment_methods { code title }
} }`;

export const PLACE_ORDER_WITH_TOTALS = `mutation ($id: String!) { placeOrder(input: {cart_id: $id}) {
  errors { message code }
  orderV2 { number status payment_methods { name type }
    total { subtotal { value } grand_total { value } total_shipping { value } total_tax { value } discounts { amount { value } } } }
} }`;

export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

export async function signIn(shop: TestBackend, who: { email: string; password: string }): Promise<string> {
  const { body } = await shop.graphql('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: who.email, p: who.password });
  if (body.errors) throw new Error(`could not sign in ${who.email}: ${JSON.stringify(body.errors)}`);
  return body.data.generateCustomerToken.token as string;
}

/** The cheapest enabled simple product in stock at its regular price, with plenty of units. */
export function cheapSku(db: Db): { sku: string; price: number } {
  return db
    .prepare(
      `SELECT p.sku, p.price FROM products p JOIN product_stock s ON s.product_id = p.entity_id
       WHERE p.type_id = 'simple' AND p.status = 1 AND s.is_in_stock = 1 AND s.qty >= 100 AND p.special_price IS NULL AND p.price > 0
       ORDER BY p.price, p.entity_id LIMIT 1`,
    )
    .get() as { sku: string; price: number };
}

/**
 * A new active cart for the signed-in customer holding `qty` of `sku`. The carts earlier tests left
 * are retired in the database first (setup only), so every test starts from an empty cart.
 */
export async function freshCustomerCart(shop: TestBackend, token: string, email: string, sku: string, qty: number): Promise<string> {
  shop.backend.db.prepare('UPDATE quotes SET is_active = 0 WHERE is_active = 1 AND customer_id = (SELECT entity_id FROM customers WHERE email = ?)').run(email);
  const id = (await shop.graphql('{ customerCart { id } }', undefined, bearer(token))).body.data.customerCart.id as string;
  const added = await shop.graphql(
    'mutation ($id: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: $qty}]) { user_errors { message } } }',
    { id, sku, qty },
    bearer(token),
  );
  if (added.body.errors || added.body.data.addProductsToCart.user_errors.length) throw new Error(`could not add ${sku}: ${JSON.stringify(added.body)}`);
  return id;
}

/** Jakarta address (billing the same) and the given shipping method on the customer's cart. */
export async function shipTo(shop: TestBackend, token: string, id: string, method = { carrier: 'jne', code: 'reg' }): Promise<void> {
  const { body } = await shop.graphql(
    `mutation ($id: String!, $a: CartAddressInput!, $carrier: String!, $code: String!) {
      setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } }
      setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
      setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: $carrier, method_code: $code}]}) { cart { id } } }`,
    { id, a: JAKARTA_ADDRESS, carrier: method.carrier, code: method.code },
    bearer(token),
  );
  if (body.errors) throw new Error(`could not set shipping: ${JSON.stringify(body.errors)}`);
}

export async function setPayment(shop: TestBackend, token: string, id: string, code: string) {
  return shop.graphql('mutation ($id: String!, $code: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: $code}}) { cart { selected_payment_method { code title } } } }', { id, code }, bearer(token));
}

export async function setQuantity(shop: TestBackend, token: string, id: string, qty: number): Promise<void> {
  const items = (await shop.graphql('query ($id: String!) { cart(cart_id: $id) { items { uid } } }', { id }, bearer(token))).body.data.cart.items as Array<{ uid: string }>;
  const { body } = await shop.graphql(
    'mutation ($id: String!, $uid: ID!, $qty: Float!) { updateCartItems(input: {cart_id: $id, cart_items: [{cart_item_uid: $uid, quantity: $qty}]}) { cart { id } } }',
    { id, uid: items[0].uid, qty },
    bearer(token),
  );
  if (body.errors) throw new Error(`could not update the quantity: ${JSON.stringify(body.errors)}`);
}

/** The cart's grand total, points, credit and payment methods, as a caller sees them. */
export async function cartTotals(shop: TestBackend, token: string, id: string) {
  const { body } = await shop.graphql(CART_TOTALS, { id }, bearer(token));
  if (body.errors) throw new Error(`could not read the cart: ${JSON.stringify(body.errors)}`);
  return body.data.cart as {
    prices: { grand_total: { value: number; currency: string }; discounts: Array<{ label: string }> | null };
    applied_reward_points: { points: number; money: { value: number; currency: string } } | null;
    applied_store_credit: { enabled: boolean; current_balance: { value: number; currency: string } | null; applied_balance: { value: number; currency: string } } | null;
    available_payment_methods: Array<{ code: string; title: string }>;
  };
}
