import { issueCustomerToken } from '../auth/tokens';
import { cartTotals } from '../salesRule/cartTotals';
import type { StockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const CART = `id items { uid quantity prices { price { value } } }
  applied_coupons { code }
  prices {
    grand_total { value currency } subtotal_excluding_tax { value currency }
    subtotal_with_discount_excluding_tax { value currency }
    discounts { amount { value currency } label applied_to }
  }`;
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART} } user_errors { message } } }`;
const APPLY = `mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART} } } }`;
const REMOVE_COUPON = `mutation ($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART} } } }`;
const UPDATE = `mutation ($id: String!, $uid: ID!, $qty: Float!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $qty }] }) { cart { ${CART} } } }`;
const MERGE = `mutation ($source: String!) { mergeCarts(source_cart_id: $source) { ${CART} } }`;

interface CartAnswer {
  id: string;
  items: Array<{ uid: string; quantity: number; prices: { price: { value: number } } }>;
  applied_coupons: Array<{ code: string }> | null;
  prices: {
    grand_total: { value: number; currency: string };
    subtotal_excluding_tax: { value: number };
    subtotal_with_discount_excluding_tax: { value: number };
    discounts: Array<{ amount: { value: number; currency: string }; label: string; applied_to: string }> | null;
  };
}

describe('coupons: applyCouponToCart, removeCouponFromCart and the discounted totals', () => {
  let shop: TestBackend;
  let product: StockedProduct;
  let unitPrice: number;
  beforeAll(async () => {
    shop = await startTestBackend();
    // A low-priced product, so the Rp200.000 minimum is crossed by changing its quantity.
    product = shop.backend.db
      .prepare(
        `SELECT p.entity_id AS id, p.sku, p.name, s.qty FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND p.special_price IS NULL AND p.price BETWEEN 20000 AND 90000
           AND s.is_in_stock = 1 AND s.qty >= 30 ORDER BY p.entity_id LIMIT 1`,
      )
      .get() as StockedProduct;
  }, 120_000);
  afterAll(() => shop.close());

  async function cartWith(quantity: number, headers?: Record<string, string>): Promise<CartAnswer> {
    const cartId = (await shop.graphql('mutation { createEmptyCart }', undefined, { headers })).body.data.createEmptyCart as string;
    if (quantity === 0) return (await shop.graphql(`query ($id: String!) { cart(cart_id: $id) { ${CART} } }`, { id: cartId }, { headers })).body.data.cart;
    const { body } = await shop.graphql(ADD, { cartId, items: [{ sku: product.sku, quantity }] }, { headers });
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    unitPrice = body.data.addProductsToCart.cart.items[0].prices.price.value;
    return body.data.addProductsToCart.cart;
  }
  /** Units of the product that make the subtotal reach `amount`. */
  const unitsFor = (amount: number) => {
    const units = Math.ceil(amount / unitPrice);
    expect(units).toBeLessThanOrEqual(product.qty);
    return units;
  };
  const apply = (id: string, code: string, headers?: Record<string, string>) => shop.graphql(APPLY, { id, code }, { headers });

  it('HEMAT10 takes 10% off the subtotal: discount line, subtotal with discount, grand total, applied_coupons', async () => {
    const cart = await cartWith(2);
    const subtotal = cart.prices.subtotal_excluding_tax.value;
    expect(cart.applied_coupons).toBeNull();
    expect(cart.prices.discounts).toBeNull();
    const { body } = await apply(cart.id, 'HEMAT10');
    expect(body.errors).toBeUndefined();
    const after: CartAnswer = body.data.applyCouponToCart.cart;
    expect(after.applied_coupons).toEqual([{ code: 'HEMAT10' }]);
    expect(after.prices.discounts).toEqual([{ amount: { value: expect.closeTo(subtotal * 0.1, 2), currency: 'IDR' }, label: 'Diskon 10%', applied_to: 'ITEM' }]);
    expect(after.prices.subtotal_excluding_tax.value).toBe(subtotal);
    expect(after.prices.subtotal_with_discount_excluding_tax.value).toBeCloseTo(subtotal * 0.9);
    expect(after.prices.grand_total).toEqual({ value: expect.closeTo(subtotal * 0.9, 2), currency: 'IDR' });
  });

  it('matches the code whatever its case and reports it as stored', async () => {
    const cart = await cartWith(1);
    const { body } = await apply(cart.id, 'hemat10');
    expect(body.data.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'HEMAT10' }]);
  });

  it('JINGGAHEMAT takes Rp25.000 off from a Rp200.000 subtotal and is not valid below it', async () => {
    const small = await cartWith(1);
    expect(small.prices.subtotal_excluding_tax.value).toBeLessThan(200_000);
    const refused = await apply(small.id, 'JINGGAHEMAT');
    expect(refused.body.errors[0]).toMatchObject({ message: "The coupon code isn't valid. Verify the code and try again.", extensions: { category: 'graphql-no-such-entity' } });

    const big = await cartWith(unitsFor(200_000));
    const subtotal = big.prices.subtotal_excluding_tax.value;
    const { body } = await apply(big.id, 'JINGGAHEMAT');
    expect(body.errors).toBeUndefined();
    const after: CartAnswer = body.data.applyCouponToCart.cart;
    expect(after.prices.discounts).toEqual([{ amount: { value: 25_000, currency: 'IDR' }, label: 'Hemat Rp25.000', applied_to: 'ITEM' }]);
    expect(after.prices.grand_total.value).toBe(subtotal - 25_000);
  });

  it('drops the coupon when the cart falls under the minimum', async () => {
    const cart = await cartWith(unitsFor(200_000));
    await apply(cart.id, 'JINGGAHEMAT');
    const { body } = await shop.graphql(UPDATE, { id: cart.id, uid: cart.items[0].uid, qty: 1 });
    const after: CartAnswer = body.data.updateCartItems.cart;
    expect(after.applied_coupons).toBeNull();
    expect(after.prices.discounts).toBeNull();
    expect(after.prices.grand_total.value).toBe(unitPrice);
    // Gone for good: growing the cart again does not bring it back.
    const grown = await shop.graphql(UPDATE, { id: cart.id, uid: cart.items[0].uid, qty: unitsFor(200_000) });
    expect(grown.body.data.updateCartItems.cart.applied_coupons).toBeNull();
  });

  it('refuses an expired, an unknown and an empty code with Magento\'s messages', async () => {
    const cart = await cartWith(1);
    for (const code of ['KADALUARSA', 'NOPE-123']) {
      const { body } = await apply(cart.id, code);
      expect(body.data.applyCouponToCart).toBeNull();
      expect(body.errors[0]).toMatchObject({ message: "The coupon code isn't valid. Verify the code and try again.", path: ['applyCouponToCart'] });
    }
    const empty = await apply(cart.id, '');
    expect(empty.body.errors[0]).toMatchObject({ message: 'Required parameter "coupon_code" is missing', extensions: { category: 'graphql-input' } });
  });

  it('allows one coupon at a time', async () => {
    const cart = await cartWith(unitsFor(200_000));
    await apply(cart.id, 'HEMAT10');
    const { body } = await apply(cart.id, 'JINGGAHEMAT');
    expect(body.errors[0]).toMatchObject({ message: 'A coupon is already applied to the cart. Please remove it to apply another', extensions: { category: 'graphql-input' } });
  });

  it('refuses a coupon on an empty cart', async () => {
    const cart = await cartWith(0);
    const { body } = await apply(cart.id, 'HEMAT10');
    expect(body.errors[0]).toMatchObject({ message: 'Cart does not contain products.', extensions: { category: 'graphql-no-such-entity' } });
  });

  it('removeCouponFromCart restores the full price and lets another coupon in', async () => {
    const cart = await cartWith(unitsFor(200_000));
    const subtotal = cart.prices.subtotal_excluding_tax.value;
    await apply(cart.id, 'HEMAT10');
    const { body } = await shop.graphql(REMOVE_COUPON, { id: cart.id });
    expect(body.errors).toBeUndefined();
    const after: CartAnswer = body.data.removeCouponFromCart.cart;
    expect(after.applied_coupons).toBeNull();
    expect(after.prices.discounts).toBeNull();
    expect(after.prices.grand_total.value).toBe(subtotal);
    expect(after.prices.subtotal_with_discount_excluding_tax.value).toBe(subtotal);
    const next = await apply(cart.id, 'JINGGAHEMAT');
    expect(next.body.data.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'JINGGAHEMAT' }]);
  });

  it('a guest coupon follows the items into the customer cart on mergeCarts', async () => {
    const db = shop.backend.db;
    const customerId = db.prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
    const headers = { Authorization: `Bearer ${issueCustomerToken(db, customerId)}` };
    const guest = await cartWith(2);
    await apply(guest.id, 'HEMAT10');
    const { body } = await shop.graphql(MERGE, { source: guest.id }, { headers });
    expect(body.errors).toBeUndefined();
    expect(body.data.mergeCarts.applied_coupons).toEqual([{ code: 'HEMAT10' }]);
    const merged: CartAnswer = body.data.mergeCarts;
    expect(merged.prices.grand_total.value).toBeCloseTo(merged.prices.subtotal_excluding_tax.value * 0.9);
  });

  it('cartTotals gives the checkout its grand total before shipping', () => {
    const db = shop.backend.db;
    const cart = db.prepare("SELECT quote_id, customer_id, coupon_code FROM quotes WHERE coupon_code = 'HEMAT10' LIMIT 1").get() as {
      quote_id: number;
      customer_id: number | null;
      coupon_code: string;
    };
    const totals = cartTotals(db, cart, '2026-06-01');
    expect(totals.appliedCouponCode).toBe('HEMAT10');
    expect(totals.discountTotal).toBeCloseTo(totals.subtotal * 0.1);
    expect(totals.grandTotalBeforeShipping).toBeCloseTo(totals.subtotal - totals.discountTotal);
    // Outside KADALUARSA's dates it gives nothing; inside them it would.
    expect(cartTotals(db, { ...cart, coupon_code: 'KADALUARSA' }, '2026-06-01').discounts).toEqual([]);
    expect(cartTotals(db, { ...cart, coupon_code: 'KADALUARSA' }, '2025-01-15').discountTotal).toBeCloseTo(totals.subtotal * 0.15);
  });
});
