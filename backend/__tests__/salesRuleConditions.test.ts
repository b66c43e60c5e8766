import { issueCustomerToken } from '../auth/tokens';
import { JAKARTA_ADDRESS, makeReady, PLACE_ORDER } from '../checkout/testCheckout';
import { insertSalesRule } from '../repositories/cart/salesRules';
import { addressIs, cartConditions, itemConditions, itemFound, productIs } from '../salesRule/conditionTree';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Cart price rules' conditions through GraphQL: cart conditions on the address totals and the
// shipping region, item conditions choosing which lines get the discount, priorities with
// stop_rules_processing, a rule without coupon, customer groups and dates.

const INVALID = "The coupon code isn't valid. Verify the code and try again.";
const CART = `applied_coupons { code } items { uid product { sku } prices { total_item_discount { value } discounts { amount { value } label } } }
  prices { grand_total { value } subtotal_excluding_tax { value } discounts { amount { value } label } }`;
const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART} } user_errors { message } } }`;
const APPLY = `mutation ($id: String!, $code: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: $code}) { cart { ${CART} } } }`;
const READ = `query ($id: String!) { cart(cart_id: $id) { ${CART} } }`;
const UPDATE = `mutation ($id: String!, $uid: ID!, $qty: Float!) { updateCartItems(input: {cart_id: $id, cart_items: [{cart_item_uid: $uid, quantity: $qty}]}) { cart { ${CART} } } }`;
const SHIP_TO = 'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } } }';

interface CartAnswer {
  applied_coupons: Array<{ code: string }> | null;
  items: Array<{ uid: string; product: { sku: string }; prices: { total_item_discount: { value: number }; discounts: Array<{ amount: { value: number }; label: string }> | null } }>;
  prices: { grand_total: { value: number }; subtotal_excluding_tax: { value: number }; discounts: Array<{ amount: { value: number }; label: string }> | null };
}
type Product = { sku: string; price: number; id: number };

describe('cart price rules: conditions, actions, priorities, groups and dates', () => {
  let shop: TestBackend;
  let serum: Product;
  let vitamin: Product;
  let other: Product;
  let extra: Product;
  const db = () => shop.backend.db;

  const productWhere = (where: string, ...params: unknown[]) =>
    db()
      .prepare(
        `SELECT p.sku, p.price, p.entity_id AS id FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND p.special_price IS NULL AND s.is_in_stock = 1 AND s.qty >= 20 AND ${where} ORDER BY p.entity_id LIMIT 1`,
      )
      .get(...params) as Product;
  const inCategory = (path: string) => `p.entity_id IN (SELECT product_id FROM product_categories WHERE category_id = (SELECT entity_id FROM categories WHERE url_path = '${path}'))`;

  beforeAll(async () => {
    shop = await startTestBackend();
    serum = productWhere(inCategory('skincare/face/serum'));
    vitamin = productWhere(inCategory('vitamins-supplements'));
    other = productWhere(`NOT ${inCategory('skincare')} AND NOT ${inCategory('vitamins-supplements')}`);
    extra = productWhere(`NOT ${inCategory('skincare')} AND NOT ${inCategory('vitamins-supplements')} AND p.entity_id > ?`, other.id);
    const vitaminCategory = db().prepare("SELECT entity_id FROM categories WHERE url_path = 'vitamins-supplements'").pluck().get() as number;
    const serumCategory = db().prepare("SELECT entity_id FROM categories WHERE url_path = 'skincare/face/serum'").pluck().get() as number;
    const papua = db().prepare("SELECT region_id FROM directory_regions WHERE country_id = 'ID' AND code = 'PA'").pluck().get() as number;
    const everyone = [0, 1];
    // The coupons come after (sort order 2) the rule without coupon below (1).
    const rule = (code: string | null, extra: Partial<Parameters<typeof insertSalesRule>[1]>) =>
      insertSalesRule(db(), { code, label: code, simpleAction: 'by_percent', discountAmount: 10, sortOrder: 2, customerGroupIds: everyone, ...extra });
    rule('TIGAITEM', { conditions: cartConditions([addressIs('total_qty', '>=', 3)]) });
    rule('PAPUA20', { discountAmount: 20, conditions: cartConditions([addressIs('region_id', '==', papua)]) });
    rule('SERUMSAJA', { discountAmount: 50, actions: itemConditions([productIs('category_ids', '==', String(serumCategory))]) });
    rule('VITAMINSAJA', { discountAmount: 50, actions: itemConditions([productIs('category_ids', '()', `${vitaminCategory}, 999999`)]) });
    rule('SATUSKU', { discountAmount: 50, actions: itemConditions([productIs('sku', '()', `${other.sku}, NOPE-1`)]) });
    rule('SETSEMBILAN', { discountAmount: 50, actions: itemConditions([productIs('attribute_set_id', '==', 9)]) });
    rule('MEMBER', { customerGroupIds: [1] });
    rule('NANTI', { fromDate: '2999-01-01' });
    // A rule without coupon, for carts holding the serum: 10% off the serum, and no later rule for it.
    rule(null, { label: 'Serum week', sortOrder: 1, stopRulesProcessing: true, conditions: cartConditions([itemFound([productIs('sku', '==', serum.sku)])]), actions: itemConditions([productIs('sku', '==', serum.sku)]) });
    rule('TUMPUK', { label: 'Half off', discountAmount: 50 });
    db().prepare('UPDATE products SET attribute_set_id = 9 WHERE entity_id = ?').run(extra.id);
  }, 120_000);
  afterAll(() => shop.close());

  async function cartOf(items: Array<{ sku: string; quantity: number }>, headers?: Record<string, string>): Promise<{ id: string; cart: CartAnswer }> {
    const id = (await shop.graphql('mutation { createEmptyCart }', undefined, { headers })).body.data.createEmptyCart as string;
    const { body } = await shop.graphql(ADD, { id, items }, { headers });
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    return { id, cart: body.data.addProductsToCart.cart };
  }
  const apply = async (id: string, code: string, headers?: Record<string, string>) => (await shop.graphql(APPLY, { id, code }, { headers })).body;
  const itemDiscount = (cart: CartAnswer, sku: string) => cart.items.find((item) => item.product.sku === sku)?.prices.total_item_discount.value;

  it('a cart condition on the total quantity: refused under it, applied at it, dropped when the cart falls under it again', async () => {
    const { id, cart } = await cartOf([{ sku: other.sku, quantity: 2 }]);
    expect((await apply(id, 'TIGAITEM')).errors[0]).toMatchObject({ message: INVALID });
    await shop.graphql(UPDATE, { id, uid: cart.items[0].uid, qty: 3 });
    const applied = (await apply(id, 'TIGAITEM')).data.applyCouponToCart.cart as CartAnswer;
    expect(applied.prices.discounts).toEqual([{ amount: { value: Math.round(other.price * 3 * 0.1) }, label: 'TIGAITEM' }]);
    const fewer = (await shop.graphql(UPDATE, { id, uid: cart.items[0].uid, qty: 2 })).body.data.updateCartItems.cart as CartAnswer;
    expect(fewer.applied_coupons).toBeNull();
    expect(fewer.prices.discounts).toBeNull();
  });

  it('a cart condition on the shipping region: refused before the address, applied for Papua, gone (and not on the order) once the cart ships to Jakarta', async () => {
    const { id } = await cartOf([{ sku: other.sku, quantity: 1 }]);
    expect((await apply(id, 'PAPUA20')).errors[0]).toMatchObject({ message: INVALID });
    await shop.graphql(SHIP_TO, { id, a: { ...JAKARTA_ADDRESS, city: 'Jayapura', region: 'PA', postcode: '99111' } });
    expect((await apply(id, 'PAPUA20')).data.applyCouponToCart.cart.prices.discounts).toEqual([{ amount: { value: other.price * 0.2 }, label: 'PAPUA20' }]);

    await makeReady(shop.graphql, id);
    const moved = (await shop.graphql(READ, { id })).body.data.cart as CartAnswer;
    expect(moved.applied_coupons).toBeNull();
    expect(moved.prices.discounts).toBeNull();
    // The kept code that no longer applies does not block another (Magento's totals forget it).
    const replaced = (await apply(id, 'HEMAT10')).data.applyCouponToCart.cart as CartAnswer;
    expect(replaced.applied_coupons).toEqual([{ code: 'HEMAT10' }]);
    await shop.graphql('mutation ($id: String!) { removeCouponFromCart(input: {cart_id: $id}) { cart { id } } }', { id });
    const number = (await shop.graphql(PLACE_ORDER, { id })).body.data.placeOrder.order.order_number as string;
    expect(db().prepare('SELECT discount_amount, coupon_code, applied_rule_ids FROM sales_orders WHERE increment_id = ?').get(number)).toEqual({ discount_amount: 0, coupon_code: null, applied_rule_ids: null });
  });

  it.each([
    ['a category', 'VITAMINSAJA', () => vitamin],
    ['a list of SKUs', 'SATUSKU', () => other],
    ['an attribute set', 'SETSEMBILAN', () => extra],
  ])('item conditions on %s: only the matching line is discounted', async (_kind, code, matching) => {
    const { id } = await cartOf([serum, vitamin, other, extra].map((product) => ({ sku: product.sku, quantity: 1 })));
    const body = await apply(id, code);
    expect(body.errors).toBeUndefined();
    const cart = body.data.applyCouponToCart.cart as CartAnswer;
    const target = matching();
    for (const product of [vitamin, other, extra]) expect(itemDiscount(cart, product.sku)).toBe(product === target ? product.price / 2 : 0);
    // The serum line also has the automatic Serum week rule (10%), which stops later rules for it.
    expect(itemDiscount(cart, serum.sku)).toBe(serum.price * 0.1);
    expect(cart.prices.discounts?.find((discount) => discount.label === code)?.amount.value).toBe(target.price / 2);
  });

  it('refuses an item-condition coupon when no line matches it', async () => {
    const { id } = await cartOf([{ sku: vitamin.sku, quantity: 1 }]);
    expect((await apply(id, 'SATUSKU')).errors[0]).toMatchObject({ message: INVALID });
  });

  it('a rule without coupon applies by itself, first, and stops later rules for its items only', async () => {
    const { id, cart } = await cartOf([
      { sku: serum.sku, quantity: 1 },
      { sku: other.sku, quantity: 1 },
    ]);
    expect(cart.applied_coupons).toBeNull();
    expect(cart.prices.discounts).toEqual([{ amount: { value: serum.price * 0.1 }, label: 'Serum week' }]);
    const stacked = (await apply(id, 'TUMPUK')).data.applyCouponToCart.cart as CartAnswer;
    expect(stacked.applied_coupons).toEqual([{ code: 'TUMPUK' }]);
    expect(stacked.prices.discounts).toEqual([
      { amount: { value: serum.price * 0.1 }, label: 'Serum week' },
      { amount: { value: other.price / 2 }, label: 'Half off' },
    ]);
    expect(stacked.prices.grand_total.value).toBe(serum.price * 0.9 + other.price / 2);
    const without = await cartOf([{ sku: other.sku, quantity: 1 }]);
    expect(without.cart.prices.discounts).toBeNull();
    // A coupon for the serum finds no item left to take: the rule before it stopped rules for the serum.
    const serumOnly = await cartOf([{ sku: serum.sku, quantity: 1 }]);
    expect((await apply(serumOnly.id, 'SERUMSAJA')).errors[0]).toMatchObject({ message: INVALID });
  });

  it('customer groups: a General-only coupon is refused to a guest and applied for a signed-in customer', async () => {
    const guest = await cartOf([{ sku: other.sku, quantity: 1 }]);
    expect((await apply(guest.id, 'MEMBER')).errors[0]).toMatchObject({ message: INVALID });
    const customerId = db().prepare("SELECT entity_id FROM customers WHERE email = 'budi.santoso@example.com'").pluck().get() as number;
    const headers = { Authorization: `Bearer ${issueCustomerToken(db(), customerId)}` };
    db().prepare('UPDATE quotes SET is_active = 0 WHERE customer_id = ?').run(customerId);
    const cartId = (await shop.graphql('{ customerCart { id } }', undefined, { headers })).body.data.customerCart.id as string;
    await shop.graphql(ADD, { id: cartId, items: [{ sku: other.sku, quantity: 1 }] }, { headers });
    expect((await apply(cartId, 'MEMBER', headers)).data.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'MEMBER' }]);
  });

  it('dates: a rule that starts later is not valid yet', async () => {
    const { id } = await cartOf([{ sku: other.sku, quantity: 1 }]);
    expect((await apply(id, 'NANTI')).errors[0]).toMatchObject({ message: INVALID });
  });

  it('the seeded VITAMIN15 takes 15% off the vitamins only', async () => {
    const { id } = await cartOf([
      { sku: vitamin.sku, quantity: 2 },
      { sku: other.sku, quantity: 1 },
    ]);
    const cart = (await apply(id, 'VITAMIN15')).data.applyCouponToCart.cart as CartAnswer;
    expect(cart.prices.discounts).toEqual([{ amount: { value: vitamin.price * 2 * 0.15 }, label: 'Vitamin 15%' }]);
    expect(itemDiscount(cart, other.sku)).toBe(0);
  });
});
