import type { ShopProduct } from './checkoutSteps';
import { baseUrl } from './serverState';

// A new customer made ready through the shop's own GraphQL and REST (as another device of theirs
// would), so a browser test can open their pages at once: an order placed, a cart and a wishlist
// holding a product. Faster than clicking through checkout, and it leaves the demo customer alone.

export interface PreparedCustomer {
  email: string;
  password: string;
  orderNumber: string;
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Store: 'default' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl()}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function rest(path: string, body: unknown, token: string): Promise<unknown> {
  const response = await fetch(`${baseUrl()}/rest/V1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function addToCustomerCart(token: string, product: ShopProduct): Promise<void> {
  const { customerCart } = await graphql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token);
  const { addProductsToCart } = await graphql<{ addProductsToCart: { user_errors: unknown[] } }>(
    'mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
    { cartId: customerCart.id, sku: product.sku },
    token,
  );
  if (addProductsToCart.user_errors.length) throw new Error(`could not add ${product.sku}: ${JSON.stringify(addProductsToCart.user_errors)}`);
}

/** Places an order of `product` for the customer through REST carts/mine (bank transfer, SiCepat). */
async function placeCustomerOrder(token: string, product: ShopProduct): Promise<string> {
  await addToCustomerCart(token, product);
  const address = {
    firstname: 'Sari',
    lastname: 'Wulandari',
    street: ['Jl. Kemang Raya 8'],
    city: 'Jakarta Selatan',
    region: 'DKI Jakarta',
    region_code: 'JK',
    postcode: '12730',
    country_id: 'ID',
    telephone: '081298765432',
  };
  await rest('carts/mine/shipping-information', { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'sicepat', shipping_method_code: 'reg' } }, token);
  await rest('carts/mine/payment-information', { paymentMethod: { method: 'banktransfer' }, billingAddress: address }, token);
  const { customer } = await graphql<{ customer: { orders: { items: Array<{ number: string }> } } }>('{ customer { orders { items { number } } } }', {}, token);
  const number = customer.orders.items[0]?.number;
  if (!number) throw new Error('the order placed is not in the customer\'s orders');
  return number;
}

/** A new customer with one order of `ordered`, `inCart` in their cart and `wished` in their wishlist. */
export async function customerWithOrderCartAndWishlist({ ordered, inCart, wished }: { ordered: ShopProduct; inCart: ShopProduct; wished: ShopProduct }): Promise<PreparedCustomer> {
  const email = `overlays.${Date.now()}@example.com`;
  const password = 'Overlay1234!Shop';
  await graphql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { firstname: 'Sari', lastname: 'Wulandari', email, password },
  });
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
  );
  const token = generateCustomerToken.token;
  const orderNumber = await placeCustomerOrder(token, ordered);
  await addToCustomerCart(token, inCart);
  const { customer } = await graphql<{ customer: { wishlists: Array<{ id: string }> } }>('{ customer { wishlists { id } } }', {}, token);
  const { addProductsToWishlist } = await graphql<{ addProductsToWishlist: { user_errors: unknown[] } }>(
    'mutation ($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
    { id: customer.wishlists[0].id, sku: wished.sku },
    token,
  );
  if (addProductsToWishlist.user_errors.length) throw new Error(`could not wish for ${wished.sku}: ${JSON.stringify(addProductsToWishlist.user_errors)}`);
  return { email, password, orderNumber };
}
