import { PLACE_ORDER } from '../checkout/testCheckout';
import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Two signed-in customers over /graphql, the demo customer and one who signs up: neither can read
// or change the other's addresses, orders, wishlist, reviews, stored payment tokens or cart. Each
// refusal is Magento's own message and category; the owner's data is unchanged afterwards.

const DEMO = { email: 'demo@example.com', password: 'Demo1234!Shop' };
const OTHER = { firstname: 'Rina', lastname: 'Wijaya', email: 'rina.wijaya@example.com', password: 'Rina2026!Secret' };

const SIGN_IN = 'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
const ADDRESSES = '{ customer { addresses { id city } } }';
const UPDATE_ADDRESS = 'mutation ($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Bogor" }) { id city } }';
const DELETE_ADDRESS = 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }';
const ORDERS = 'query ($number: String) { customer { orders(filter: { number: { eq: $number } }) { total_count items { number } } } }';
const ALL_ORDERS = '{ customer { orders(pageSize: 100) { items { number } } } }';
const WISHLIST = '{ customer { wishlists { id items_v2 { items { id product { sku } } } } } }';
const WISHLIST_BY_ID = 'query ($id: ID!) { customer { wishlist_v2(id: $id) { id } } }';
const REVIEWS = '{ customer { reviews { items { nickname summary } } } }';
const TOKENS = '{ customerPaymentTokens { items { public_hash } } }';
const DELETE_TOKEN = 'mutation ($hash: String!) { deletePaymentToken(public_hash: $hash) { result } }';
const CART = 'query ($id: String!) { cart(cart_id: $id) { id items { quantity } } }';
const CUSTOMER_CART = '{ customerCart { id } }';

const error = (message: string, category: string) => [expect.objectContaining({ message, extensions: { category } })];
const WISHLIST_NOT_FOUND = error('The wishlist was not found.', 'graphql-input');

describe("one customer and another's data", () => {
  let shop: TestBackend;
  let demo: string;
  let other: string;
  const fixtures = {
    demoAddressId: 0,
    otherAddressId: 0,
    demoOrder: '',
    otherOrder: '',
    demoWishlistId: '',
    demoWishlistItemId: '',
    otherWishlistId: '',
    demoCartId: '',
    otherCartId: '',
    demoTokenHash: '',
  };

  async function as(token: string, query: string, variables: Record<string, unknown> = {}) {
    const { status, body } = await shop.graphql(query, variables, { headers: { Authorization: `Bearer ${token}` } });
    expect(status).toBe(200);
    return body;
  }
  async function signIn(email: string, password: string): Promise<string> {
    const { body } = await shop.graphql(SIGN_IN, { email, password });
    return body.data.generateCustomerToken.token as string;
  }

  /** The new customer's first order, placed over GraphQL from their cart and saved address. */
  async function placeOrder(token: string, addressId: number): Promise<string> {
    const cartId = (await as(token, CUSTOMER_CART)).data.customerCart.id as string;
    await as(token, 'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', {
      id: cartId,
      sku: stockedProduct(shop.backend.db, 'simple', 20).sku,
    });
    const ready = await as(
      token,
      `mutation ($id: String!, $address: Int!) {
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $address }] }) { cart { id } }
        setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }
        setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "jne", method_code: "reg" }] }) { cart { id } }
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { cart { id } } }`,
      { id: cartId, address: addressId },
    );
    expect(ready.errors).toBeUndefined();
    const placed = await as(token, PLACE_ORDER, { id: cartId });
    return placed.data.placeOrder.order.order_number as string;
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    demo = await signIn(DEMO.email, DEMO.password);
    const created = await shop.graphql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', { input: OTHER });
    expect(created.body.errors).toBeUndefined();
    other = await signIn(OTHER.email, OTHER.password);

    const { body: regions } = await shop.graphql('{ country(id: "ID") { available_regions { id code } } }');
    const westJava = regions.data.country.available_regions.find((region: { code: string }) => region.code === 'JB');
    const address = await as(
      other,
      `mutation ($region: Int!) { createCustomerAddress(input: { firstname: "Rina", lastname: "Wijaya", street: ["Jl. Braga No. 8"], city: "Bandung",
        region: { region_id: $region }, postcode: "40111", country_code: ID, telephone: "081377700011", default_shipping: true, default_billing: true }) { id } }`,
      { region: westJava.id },
    );
    fixtures.otherAddressId = address.data.createCustomerAddress.id;
    fixtures.demoAddressId = (await as(demo, ADDRESSES)).data.customer.addresses[1].id;
    fixtures.otherOrder = await placeOrder(other, fixtures.otherAddressId);
    fixtures.demoOrder = (await as(demo, ALL_ORDERS)).data.customer.orders.items[0].number;

    const demoWishlist = (await as(demo, WISHLIST)).data.customer.wishlists[0];
    fixtures.demoWishlistId = demoWishlist.id;
    fixtures.demoWishlistItemId = demoWishlist.items_v2.items[0].id;
    fixtures.otherWishlistId = (await as(other, WISHLIST)).data.customer.wishlists[0].id;
    fixtures.demoCartId = (await as(demo, CUSTOMER_CART)).data.customerCart.id;
    fixtures.otherCartId = (await as(other, CUSTOMER_CART)).data.customerCart.id;
    fixtures.demoTokenHash = (await as(demo, TOKENS)).data.customerPaymentTokens.items[0].public_hash;
    // The new customer's one review (reviews are written on product pages, not part of this API).
    shop.backend.db
      .prepare(
        `INSERT INTO reviews (product_id, customer_id, nickname, summary, text, status, created_at)
         SELECT ?, entity_id, 'Rina', 'Wangi dan ringan', 'Suka sekali.', 2, '2026-01-10 09:00:00' FROM customers WHERE email = ?`,
      )
      .run(stockedProduct(shop.backend.db, 'simple').id, OTHER.email);
  }, 120_000);
  afterAll(() => shop.close());

  describe('addresses', () => {
    it("lists only the customer's own addresses", async () => {
      const demoIds = (await as(demo, ADDRESSES)).data.customer.addresses.map((a: { id: number }) => a.id);
      const otherIds = (await as(other, ADDRESSES)).data.customer.addresses.map((a: { id: number }) => a.id);
      expect(otherIds).toEqual([fixtures.otherAddressId]);
      expect(demoIds).not.toContain(fixtures.otherAddressId);
    });

    it("refuses to update or delete the other's address, both ways, and leaves it as it was", async () => {
      const demoBefore = (await as(demo, ADDRESSES)).data.customer.addresses;
      const otherBefore = (await as(other, ADDRESSES)).data.customer.addresses;
      for (const [token, id] of [
        [other, fixtures.demoAddressId],
        [demo, fixtures.otherAddressId],
      ] as const) {
        const refused = error(`Current customer does not have permission to address with ID "${id}"`, 'graphql-authorization');
        expect(await as(token, UPDATE_ADDRESS, { id })).toEqual({ errors: refused, data: { updateCustomerAddress: null } });
        expect(await as(token, DELETE_ADDRESS, { id })).toEqual({ errors: refused, data: { deleteCustomerAddress: null } });
      }
      expect((await as(demo, ADDRESSES)).data.customer.addresses).toEqual(demoBefore);
      expect((await as(other, ADDRESSES)).data.customer.addresses).toEqual(otherBefore);
    });
  });

  describe('orders', () => {
    it("lists only the customer's own orders, and a filter on the other's order number finds nothing", async () => {
      expect((await as(other, ALL_ORDERS)).data.customer.orders.items).toEqual([{ number: fixtures.otherOrder }]);
      expect((await as(demo, ALL_ORDERS)).data.customer.orders.items.map((o: { number: string }) => o.number)).not.toContain(fixtures.otherOrder);
      expect((await as(other, ORDERS, { number: fixtures.demoOrder })).data.customer.orders).toEqual({ total_count: 0, items: [] });
      expect((await as(demo, ORDERS, { number: fixtures.otherOrder })).data.customer.orders).toEqual({ total_count: 0, items: [] });
    });
  });

  describe('wishlist', () => {
    it("answers null for the other's wishlist id", async () => {
      expect(await as(other, WISHLIST_BY_ID, { id: fixtures.demoWishlistId })).toEqual({ data: { customer: { wishlist_v2: null } } });
      expect(await as(demo, WISHLIST_BY_ID, { id: fixtures.otherWishlistId })).toEqual({ data: { customer: { wishlist_v2: null } } });
    });

    it("refuses to add to, update, remove from or move to the cart the other's wishlist, which stays as it was", async () => {
      const before = (await as(demo, WISHLIST)).data.customer.wishlists;
      const id = fixtures.demoWishlistId;
      const itemId = fixtures.demoWishlistItemId;
      const sku = stockedProduct(shop.backend.db, 'simple').sku;
      const attempts = [
        ['mutation ($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }', { id, sku }],
        ['mutation ($id: ID!, $item: ID!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: [{ wishlist_item_id: $item, quantity: 5 }]) { user_errors { message } } }', { id, item: itemId }],
        ['mutation ($id: ID!, $item: ID!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: [$item]) { user_errors { message } } }', { id, item: itemId }],
        ['mutation ($id: ID!, $item: ID!) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: [$item]) { status } }', { id, item: itemId }],
      ] as const;
      for (const [query, variables] of attempts) expect((await as(other, query, variables)).errors).toEqual(WISHLIST_NOT_FOUND);
      expect((await as(demo, WISHLIST)).data.customer.wishlists).toEqual(before);
    });
  });

  describe('reviews', () => {
    it("lists only the customer's own reviews", async () => {
      const demoReviews = (await as(demo, REVIEWS)).data.customer.reviews.items as Array<{ nickname: string; summary: string }>;
      expect(demoReviews).toHaveLength(3);
      expect(demoReviews.every((review) => review.nickname === 'Demo')).toBe(true);
      expect((await as(other, REVIEWS)).data.customer.reviews.items).toEqual([{ nickname: 'Rina', summary: 'Wangi dan ringan' }]);
    });
  });

  describe('stored payment tokens', () => {
    it("lists none of the other's tokens and refuses to delete one, which stays", async () => {
      expect((await as(other, TOKENS)).data.customerPaymentTokens.items).toEqual([]);
      const hash = fixtures.demoTokenHash;
      expect(await as(other, DELETE_TOKEN, { hash })).toEqual({
        errors: error(`Could not find a token using public hash: ${hash}`, 'graphql-no-such-entity'),
        data: { deletePaymentToken: null },
      });
      expect((await as(demo, TOKENS)).data.customerPaymentTokens.items.map((t: { public_hash: string }) => t.public_hash)).toContain(hash);
    });
  });

  describe('cart', () => {
    it("refuses to read or fill the other's cart, both ways", async () => {
      for (const [token, id] of [
        [other, fixtures.demoCartId],
        [demo, fixtures.otherCartId],
      ] as const) {
        const refused = error(`The current user cannot perform operations on cart "${id}"`, 'graphql-authorization');
        expect(await as(token, CART, { id })).toEqual({ errors: refused, data: { cart: null } });
        const sku = stockedProduct(shop.backend.db, 'simple').sku;
        const add = await as(token, 'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { id, sku });
        expect(add.errors).toEqual(refused);
      }
      expect((await as(demo, CART, { id: fixtures.demoCartId })).data.cart.id).toBe(fixtures.demoCartId);
    });
  });
});
