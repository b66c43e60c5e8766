import { guestCartWith, JAKARTA_ADDRESS, PLACE_ORDER } from '../checkout/testCheckout';
import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// The seeded FREESAMPLE coupon: 100% off with free shipping (Magento's simple_free_shipping), so the
// cart's grand total is zero, `free` (Zero Subtotal Checkout) is the one method offered, and the
// order is placed with it, as Venia's checkout does for a free sample.

const CART = `query ($id: String!) { cart(cart_id: $id) {
  prices { grand_total { value } discounts { amount { value } label } }
  shipping_addresses { selected_shipping_method { amount { value } } available_shipping_methods { carrier_code method_code amount { value } } }
  available_payment_methods { code } } }`;
const PREPARE = `mutation ($id: String!, $address: CartAddressInput!) {
  setGuestEmailOnCart(input: {cart_id: $id, email: "sample@example.com"}) { cart { id } }
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $address}]}) { cart { id } }
  setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
  setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "yes"}]}) { cart { id } } }`;
const APPLY = 'mutation ($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "FREESAMPLE"}) { cart { applied_coupons { code } } } }';

describe('the FREESAMPLE coupon', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('takes everything off and ships for free, so the order is placed with the `free` method', async () => {
    const product = stockedProduct(shop.backend.db, 'simple', 1);
    const id = await guestCartWith(shop.graphql, product.sku);
    const prepared = await shop.graphql(PREPARE, { id, address: JAKARTA_ADDRESS });
    expect(prepared.body.errors).toBeUndefined();

    // Before the coupon: JNE YES costs, and the paid methods are offered.
    const before = (await shop.graphql(CART, { id })).body.data.cart;
    expect(before.shipping_addresses[0].selected_shipping_method.amount.value).toBeGreaterThan(0);
    expect(before.available_payment_methods.map((m: { code: string }) => m.code)).not.toContain('free');

    expect((await shop.graphql(APPLY, { id })).body).toEqual({ data: { applyCouponToCart: { cart: { applied_coupons: [{ code: 'FREESAMPLE' }] } } } });
    const after = (await shop.graphql(CART, { id })).body.data.cart;
    expect(after.prices.grand_total.value).toBe(0);
    expect(after.prices.discounts).toEqual([{ amount: { value: before.prices.grand_total.value - before.shipping_addresses[0].selected_shipping_method.amount.value }, label: 'Free sample' }]);
    expect(after.shipping_addresses[0].selected_shipping_method.amount.value).toBe(0);
    for (const method of after.shipping_addresses[0].available_shipping_methods) expect(method.amount.value).toBe(0);
    expect(after.available_payment_methods).toEqual([{ code: 'free' }]);

    const paid = await shop.graphql('mutation ($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "free"}}) { cart { selected_payment_method { code } } } }', { id });
    expect(paid.body).toEqual({ data: { setPaymentMethodOnCart: { cart: { selected_payment_method: { code: 'free' } } } } });
    const placed = await shop.graphql(PLACE_ORDER, { id });
    const number = placed.body.data?.placeOrder?.order?.order_number;
    expect(number).toEqual(expect.any(String));
    expect(shop.backend.db.prepare('SELECT grand_total, shipping_amount, payment_method, coupon_code FROM sales_orders WHERE increment_id = ?').get(number)).toEqual({
      grand_total: 0,
      shipping_amount: 0,
      payment_method: 'free',
      coupon_code: 'FREESAMPLE',
    });
  });
});
