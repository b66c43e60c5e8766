import { ApolloLink, HttpLink } from '@apollo/client';
import { issueCustomerToken } from '../auth/tokens';
import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';
import { createRestClient, type RestClient } from '../../src/lib/rest';
import { StorageKeys } from '../../src/lib/persistence/keys';
import { createCart } from '../../src/lib/store/cart/asyncActions';
import userActions from '../../src/lib/store/user/actions';
import { signInWithToken } from '../../src/lib/store/user/signIn';
import {
  beginCheckout,
  submitOrder,
  submitPaymentMethodAndBillingAddress,
  submitShippingAddress,
  submitShippingMethod,
} from '../../src/lib/store/checkout/asyncActions';
import { type Region } from '../../src/lib/store/checkout/address';
import { createTestStore } from '../../src/lib/store/testing/createTestStore';

// The storefront's checkout (its thunks and its GraphQL and REST calls) against the embedded
// backend, end to end without a browser: what the shop stores is what the shopper entered.
describe('the storefront checkout against the embedded backend', () => {
  let shop: TestBackend;
  let regions: Region[];
  const db = () => shop.backend.db;

  beforeAll(async () => {
    shop = await startTestBackend();
    const { body } = await shop.graphql('{ country(id: "ID") { available_regions { id code name } } }');
    regions = body.data.country.available_regions;
  }, 120_000);
  afterAll(() => shop.close());

  /** A real store whose Apollo and REST requests go to the test backend, signed in when given a token. */
  function storefront(token?: string, { cartId, signedIn = true }: { cartId?: string; signedIn?: boolean } = {}) {
    const auth = new ApolloLink((operation, forward) => {
      if (token) operation.setContext({ headers: { Authorization: `Bearer ${token}` } });
      return forward(operation);
    });
    // The thunks' REST client: the storefront's own, reading the token from the store's storage.
    let rest: RestClient | undefined;
    const harness = createTestStore({
      token: signedIn ? token : undefined,
      cartId,
      links: [auth, new HttpLink({ uri: `${shop.url}/graphql` })],
      rest: (path, options) => rest!.request(path, options as never),
    });
    rest = createRestClient({ persistence: harness.persistence, fetch: (path, init) => fetch(`${shop.url}${String(path)}`, init) });
    return harness;
  }

  async function addProduct(cartId: string, sku: string, token?: string) {
    const { body } = await shop.graphql(
      'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
      { id: cartId, sku },
      token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
    );
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
  }

  const address = {
    firstname: 'Dewi',
    lastname: 'Lestari',
    street: ['Jl. Sudirman No. 1'],
    city: 'Jakarta Selatan',
    region_code: 'JK',
    postcode: '12190',
    telephone: '081234567890',
  };

  it('places a guest order with what the shopper entered, then starts a new cart', async () => {
    const { store, persistence } = storefront();
    await store.dispatch(createCart());
    const cartId = store.getState().cart.cartId as string;
    const product = stockedProduct(db(), 'simple', 5);
    await addProduct(cartId, product.sku);

    await store.dispatch(beginCheckout());
    await store.dispatch(submitShippingAddress({ formValues: { ...address, email: 'dewi@example.com' }, regions }));
    const methods = store.getState().checkout.availableShippingMethods;
    expect(methods.map((method) => `${method.carrier_code}/${method.method_code}`)).toEqual(expect.arrayContaining(['sicepat/reg']));
    const sicepat = methods.find((method) => method.carrier_code === 'sicepat')!;
    await store.dispatch(submitShippingMethod(sicepat));
    await store.dispatch(submitPaymentMethodAndBillingAddress({ billingAddress: { sameAsShippingAddress: true } as never, paymentMethod: { code: 'banktransfer' }, regions }));
    const placed = await store.dispatch(submitOrder());

    const order = db()
      .prepare('SELECT entity_id, increment_id, customer_email, customer_is_guest, shipping_description FROM sales_orders WHERE entity_id = ?')
      .get(Number(placed.id)) as Record<string, unknown>;
    expect(order).toMatchObject({ increment_id: placed.number, customer_email: 'dewi@example.com', customer_is_guest: 1 });
    expect(String(order.shipping_description)).toMatch(/SiCepat/);
    expect(store.getState().checkout.receipt.order).toMatchObject({ id: placed.id, number: placed.number });
    expect(store.getState().cart.cartId).not.toBe(cartId);
    expect(persistence.getItem(StorageKeys.shippingAddress)).toBeUndefined();

    // The thanks page's lookup finds it with the receipt's email and postcode.
    const { body } = await shop.graphql('query ($n: String!) { guestOrder(input: { number: $n, email: "dewi@example.com", postcode: "12190" }) { number shipping_address { firstname city region } } }', {
      n: placed.number,
    });
    expect(body.data.guestOrder).toEqual({ number: placed.number, shipping_address: { firstname: 'Dewi', city: 'Jakarta Selatan', region: 'DKI Jakarta' } });
  });

  it("stores a declined card's message on the order step and keeps the cart", async () => {
    const { store } = storefront();
    await store.dispatch(createCart());
    const cartId = store.getState().cart.cartId as string;
    await addProduct(cartId, stockedProduct(db(), 'simple', 5).sku);
    await store.dispatch(submitShippingAddress({ formValues: { ...address, email: 'card@example.com' }, regions }));
    await store.dispatch(submitShippingMethod(store.getState().checkout.availableShippingMethods[0]));
    await store.dispatch(
      submitPaymentMethodAndBillingAddress({ billingAddress: { sameAsShippingAddress: true } as never, paymentMethod: { code: 'jingga_card', data: { nonce: 'tok_declined' } }, regions }),
    );

    await expect(store.dispatch(submitOrder())).rejects.toThrow();
    const error = store.getState().checkout.orderError as Error & { serverMessage?: string };
    expect(error.serverMessage).toMatch(/declined/i);
    expect(store.getState().cart.cartId).toBe(cartId);
    expect(db().prepare('SELECT is_active FROM quotes WHERE masked_id = ?').pluck().get(cartId)).toBe(1);
  });

  it("checks a signed-in customer out through carts/mine, into the customer's own order", async () => {
    const customerId = db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
    const token = issueCustomerToken(db(), customerId);
    const { store } = storefront(token);
    await store.dispatch(createCart());
    const cartId = store.getState().cart.cartId as string;
    const { body } = await shop.graphql('{ customerCart { id } }', undefined, { headers: { Authorization: `Bearer ${token}` } });
    expect(body.data.customerCart.id).toBe(cartId);
    await addProduct(cartId, stockedProduct(db(), 'simple', 5).sku, token);

    await store.dispatch(submitShippingAddress({ formValues: address, regions }));
    await store.dispatch(submitShippingMethod(store.getState().checkout.availableShippingMethods[0]));
    await store.dispatch(submitPaymentMethodAndBillingAddress({ billingAddress: { sameAsShippingAddress: true } as never, paymentMethod: { code: 'cashondelivery' }, regions }));
    const placed = await store.dispatch(submitOrder());

    const order = db().prepare('SELECT customer_id, customer_is_guest, increment_id FROM sales_orders WHERE entity_id = ?').get(Number(placed.id));
    // The receipt's number is the order's (read from the customer's newest order), not its id.
    expect(order).toEqual({ customer_id: customerId, customer_is_guest: 0, increment_id: placed.number });
    // Ends the session timers of the signed-in store.
    store.dispatch(userActions.clearToken());
  });

  it("signing in merges the guest cart into the customer's cart; the guest cart is never used again", async () => {
    const customerId = db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
    const product = stockedProduct(db(), 'simple', 5);
    const guest = storefront();
    await guest.store.dispatch(createCart());
    const guestCartId = guest.store.getState().cart.cartId as string;
    await addProduct(guestCartId, product.sku);

    // The same browser (its guest cart stored) signs in with the customer's new token.
    const token = issueCustomerToken(db(), customerId);
    const { store } = storefront(token, { cartId: guestCartId, signedIn: false });
    expect(store.getState().user.isSignedIn).toBe(false);
    await store.dispatch(signInWithToken(token));

    const customerCartId = store.getState().cart.cartId as string;
    expect(customerCartId).not.toBe(guestCartId);
    const { body } = await shop.graphql('{ customerCart { id items { product { sku } } } }', undefined, { headers: { Authorization: `Bearer ${token}` } });
    expect(body.data.customerCart.id).toBe(customerCartId);
    expect(body.data.customerCart.items.map((item: { product: { sku: string } }) => item.product.sku)).toContain(product.sku);
    expect(db().prepare('SELECT is_active FROM quotes WHERE masked_id = ?').pluck().get(guestCartId)).toBe(0);
    store.dispatch(userActions.clearToken());
  });
});
