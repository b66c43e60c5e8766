import { JAKARTA_ADDRESS, PLACE_ORDER } from '../checkout/testCheckout';
import { FREE_SAMPLE_SKU } from '../seed/catalog/sampleProducts';
import { bundleWithSelections } from '../test/cartFixtures';
import { bearer, BUDI, signIn } from '../test/loyaltyFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// The seeded FREESAMPLE coupon (issue 32): one unit of the trial-size serum free, its shipping free
// when only samples ship, once per customer. Nothing else in a cart is discounted, so the big cart
// of the issue no longer totals zero; a cart of the sample alone does, and is paid with `free`.

const PAPUA = { ...JAKARTA_ADDRESS, city: 'Jayapura', region: 'PA', postcode: '99111' };
const INVALID = "The coupon code isn't valid. Verify the code and try again.";

const CART = `query ($id: String!) { cart(cart_id: $id) {
  items { product { sku } quantity prices { total_item_discount { value } } }
  applied_coupons { code }
  prices { grand_total { value } subtotal_excluding_tax { value } discounts { amount { value } label } }
  shipping_addresses { selected_shipping_method { amount { value } } available_shipping_methods { carrier_code method_code amount { value } } }
  available_payment_methods { code } } }`;
const ADD = 'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }';
const PREPARE = `mutation ($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $address}]}) { cart { id } }
  setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
  setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "yes"}]}) { cart { id } } }`;
const GUEST_EMAIL = 'mutation ($id: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: "sample@example.com"}) { cart { id } } }';
const APPLY = 'mutation ($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "FREESAMPLE"}) { cart { applied_coupons { code } } } }';
const PAY_FREE = 'mutation ($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "free"}}) { cart { selected_payment_method { code } } } }';

interface CartAnswer {
  items: Array<{ product: { sku: string }; quantity: number; prices: { total_item_discount: { value: number } } }>;
  applied_coupons: Array<{ code: string }> | null;
  prices: { grand_total: { value: number }; subtotal_excluding_tax: { value: number }; discounts: Array<{ amount: { value: number }; label: string }> | null };
  shipping_addresses: Array<{ selected_shipping_method: { amount: { value: number } }; available_shipping_methods: Array<{ amount: { value: number } }> }>;
  available_payment_methods: Array<{ code: string }>;
}

describe('the FREESAMPLE coupon', () => {
  let shop: TestBackend;
  let samplePrice: number;
  beforeAll(async () => {
    shop = await startTestBackend();
    samplePrice = shop.backend.db.prepare('SELECT price FROM products WHERE sku = ?').pluck().get(FREE_SAMPLE_SKU) as number;
  }, 120_000);
  afterAll(() => shop.close());

  /** A cart (the customer's when `token` is given) holding `items`, shipping to `address` by JNE YES. */
  async function cartWith(items: Array<Record<string, unknown>>, options: { token?: string; address?: typeof PAPUA } = {}): Promise<string> {
    const auth = options.token ? bearer(options.token) : undefined;
    const id = options.token
      ? ((await shop.graphql('{ customerCart { id } }', undefined, auth)).body.data.customerCart.id as string)
      : ((await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string);
    const added = await shop.graphql(ADD, { id, items }, auth);
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
    if (!options.token) expect((await shop.graphql(GUEST_EMAIL, { id })).body.errors).toBeUndefined();
    expect((await shop.graphql(PREPARE, { id, address: options.address ?? JAKARTA_ADDRESS }, auth)).body.errors).toBeUndefined();
    return id;
  }
  const read = async (id: string, token?: string) => (await shop.graphql(CART, { id }, token ? bearer(token) : undefined)).body.data.cart as CartAnswer;
  const apply = (id: string, token?: string) => shop.graphql(APPLY, { id }, token ? bearer(token) : undefined);
  async function placeFree(id: string, token?: string): Promise<string> {
    const auth = token ? bearer(token) : undefined;
    expect((await shop.graphql(PAY_FREE, { id }, auth)).body).toEqual({ data: { setPaymentMethodOnCart: { cart: { selected_payment_method: { code: 'free' } } } } });
    const placed = await shop.graphql(PLACE_ORDER, { id }, auth);
    expect(placed.body.data.placeOrder.errors ?? []).toEqual([]);
    return placed.body.data.placeOrder.order.order_number as string;
  }

  it("issue 32: a big cart to Papua is not free; without the sample the coupon is refused, with it only the sample's price comes off", async () => {
    const db = shop.backend.db;
    const others = db
      .prepare(
        `SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND s.is_in_stock = 1 AND s.qty >= 10 AND p.sku NOT IN ('NAL-SRM-0001', ?) ORDER BY p.entity_id LIMIT 3`,
      )
      .pluck()
      .all(FREE_SAMPLE_SKU) as string[];
    const bundle = bundleWithSelections(db);
    const items = [
      { sku: 'NAL-SRM-0001', quantity: 5 },
      ...others.map((sku) => ({ sku, quantity: 1 })),
      { sku: bundle.sku, quantity: 1, selected_options: bundle.selectionUids },
    ];
    const id = await cartWith(items, { address: PAPUA });
    const before = await read(id);
    expect(before.prices.subtotal_excluding_tax.value).toBeGreaterThan(1_000_000);

    const refused = await apply(id);
    expect(refused.body.errors[0]).toMatchObject({ message: INVALID, extensions: { category: 'graphql-no-such-entity' } });
    expect((await read(id)).prices.grand_total.value).toBe(before.prices.grand_total.value);

    expect((await shop.graphql(ADD, { id, items: [{ sku: FREE_SAMPLE_SKU, quantity: 1 }] })).body.data.addProductsToCart.user_errors).toEqual([]);
    expect((await apply(id)).body.data.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'FREESAMPLE' }]);
    const after = await read(id);
    const shipping = after.shipping_addresses[0].selected_shipping_method.amount.value;
    // JNE YES to Papua is charged: the serums and the bundle do not ship free with a sample.
    expect(shipping).toBe(before.shipping_addresses[0].selected_shipping_method.amount.value);
    expect(shipping).toBeGreaterThan(0);
    expect(after.prices.discounts).toEqual([{ amount: { value: samplePrice }, label: 'Free sample' }]);
    expect(after.prices.grand_total.value).toBe(before.prices.subtotal_excluding_tax.value + shipping);
    for (const item of after.items) expect(item.prices.total_item_discount.value).toBe(item.product.sku === FREE_SAMPLE_SKU ? samplePrice : 0);
    expect(after.available_payment_methods.map((method) => method.code)).not.toContain('free');
  });

  it('frees one unit of the sample: three samples cost two', async () => {
    const id = await cartWith([{ sku: FREE_SAMPLE_SKU, quantity: 3 }]);
    await apply(id);
    const cart = await read(id);
    expect(cart.prices.discounts).toEqual([{ amount: { value: samplePrice }, label: 'Free sample' }]);
    expect(cart.prices.grand_total.value).toBe(2 * samplePrice);
  });

  it('the sample alone ships free and totals zero, so a guest orders it with `free`; a guest may do so again', async () => {
    for (let order = 0; order < 2; order++) {
      const id = await cartWith([{ sku: FREE_SAMPLE_SKU, quantity: 1 }], { address: PAPUA });
      expect((await read(id)).available_payment_methods.map((m) => m.code)).not.toContain('free');
      expect((await apply(id)).body.errors).toBeUndefined();
      const cart = await read(id);
      expect(cart.prices.grand_total.value).toBe(0);
      for (const method of cart.shipping_addresses[0].available_shipping_methods) expect(method.amount.value).toBe(0);
      expect(cart.available_payment_methods).toEqual([{ code: 'free' }]);
      const number = await placeFree(id);
      expect(shop.backend.db.prepare('SELECT grand_total, shipping_amount, discount_amount, payment_method, coupon_code FROM sales_orders WHERE increment_id = ?').get(number)).toEqual({
        grand_total: 0,
        shipping_amount: 0,
        discount_amount: samplePrice,
        payment_method: 'free',
        coupon_code: 'FREESAMPLE',
      });
    }
  });

  it("is once per customer: the customer's second cart is refused with Magento's message", async () => {
    const token = await signIn(shop, BUDI);
    const first = await cartWith([{ sku: FREE_SAMPLE_SKU, quantity: 1 }], { token });
    expect((await apply(first, token)).body.errors).toBeUndefined();
    await placeFree(first, token);

    const second = await cartWith([{ sku: FREE_SAMPLE_SKU, quantity: 1 }], { token });
    const refused = await apply(second, token);
    expect(refused.body.errors[0]).toMatchObject({ message: INVALID, extensions: { category: 'graphql-no-such-entity' } });
    const cart = await read(second, token);
    expect(cart.prices.discounts).toBeNull();
    expect(cart.prices.grand_total.value).toBe(samplePrice + cart.shipping_addresses[0].selected_shipping_method.amount.value);
  });
});
