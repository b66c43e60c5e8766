import { guestCartWith, makeReady, PLACE_ORDER } from '../checkout/testCheckout';
import { insertSalesRule } from '../repositories/cart/salesRules';
import { bearer, BUDI, freshCustomerCart, setPayment, shipTo, signIn } from '../test/loyaltyFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Cart price rules' usage limits, as Magento's salesrule keeps them: uses per coupon (every shopper
// together) and uses per customer, counted when an order is placed, in its transaction, and given
// back when the order is cancelled.

const INVALID = "The coupon code isn't valid. Verify the code and try again.";
const APPLY = 'mutation ($id: String!, $code: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: $code}) { cart { applied_coupons { code } prices { discounts { amount { value } } } } } }';
const CANCEL = 'mutation ($id: ID!) { cancelOrder(input: {order_id: $id, reason: "The order was placed by mistake"}) { error order { status } } }';

describe('cart price rules: uses per coupon and per customer', () => {
  let shop: TestBackend;
  let product: { sku: string; price: number };
  const db = () => shop.backend.db;
  const timesUsed = (code: string) => db().prepare('SELECT times_used FROM sales_rules WHERE code = ?').pluck().get(code) as number;
  const apply = (id: string, code: string, token?: string) => shop.graphql(APPLY, { id, code }, token ? bearer(token) : undefined);

  beforeAll(async () => {
    shop = await startTestBackend();
    db().prepare("INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, 'sales/cancellation/enabled', '1')").run();
    // Over JINGGAHEMAT's Rp 200.000 on its own.
    product = db()
      .prepare(
        `SELECT p.sku, p.price FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND p.special_price IS NULL AND p.price BETWEEN 200000 AND 400000 AND s.is_in_stock = 1 AND s.qty >= 50
         ORDER BY p.entity_id LIMIT 1`,
      )
      .get() as { sku: string; price: number };
    for (const code of ['SEKALI', 'BALAPAN']) insertSalesRule(db(), { code, simpleAction: 'by_percent', discountAmount: 20, usesPerCoupon: 1, customerGroupIds: [0, 1] });
  }, 120_000);
  afterAll(() => shop.close());

  /** A guest cart of the product with `code` applied, ready to order by bank transfer. */
  async function readyGuestCart(code: string): Promise<string> {
    const id = await guestCartWith(shop.graphql, product.sku);
    expect((await apply(id, code)).body.data.applyCouponToCart.cart.applied_coupons).toEqual([{ code }]);
    await makeReady(shop.graphql, id);
    return id;
  }

  it('a coupon used up (uses per coupon) is refused with Magento\'s message', async () => {
    const first = await readyGuestCart('SEKALI');
    expect((await shop.graphql(PLACE_ORDER, { id: first })).body.data.placeOrder.errors).toEqual([]);
    expect(timesUsed('SEKALI')).toBe(1);

    const second = await guestCartWith(shop.graphql, product.sku);
    const refused = await apply(second, 'SEKALI');
    expect(refused.body.errors[0]).toMatchObject({ message: INVALID, extensions: { category: 'graphql-no-such-entity' } });
  });

  it('two orders racing for the last use: one is placed with the coupon, the other is refused and placed nowhere', async () => {
    const viaGraphQl = await readyGuestCart('BALAPAN');
    const viaRest = await readyGuestCart('BALAPAN');
    const [graphql, rest] = await Promise.all([
      shop.graphql(PLACE_ORDER, { id: viaGraphQl }),
      fetch(`${shop.url}/rest/V1/guest-carts/${viaRest}/payment-information`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'budi@example.com', paymentMethod: { method: 'banktransfer' } }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown })),
    ]);
    const placed = [graphql.body.data.placeOrder.errors.length === 0, rest.status === 200];
    expect(placed.filter(Boolean)).toHaveLength(1);
    const refusal = placed[0] ? JSON.stringify(rest.body) : graphql.body.data.placeOrder.errors[0].message;
    expect(refusal).toContain(`Unable to place order: ${INVALID}`);
    expect(timesUsed('BALAPAN')).toBe(1);
    expect(db().prepare("SELECT COUNT(*) FROM sales_orders WHERE coupon_code = 'BALAPAN'").pluck().get()).toBe(1);
  });

  it('JINGGAHEMAT is once per customer, and cancelling the order gives the use back', async () => {
    const token = await signIn(shop, BUDI);
    const customerUses = () => db().prepare("SELECT c.times_used FROM salesrule_customer c JOIN sales_rules r ON r.rule_id = c.rule_id WHERE r.code = 'JINGGAHEMAT' AND c.customer_id = (SELECT entity_id FROM customers WHERE email = ?)").pluck().get(BUDI.email);
    const cartWithCoupon = async () => {
      const id = await freshCustomerCart(shop, token, BUDI.email, product.sku, 1);
      return { id, answer: await apply(id, 'JINGGAHEMAT', token) };
    };
    const before = timesUsed('JINGGAHEMAT');
    const first = await cartWithCoupon();
    expect(first.answer.body.data.applyCouponToCart.cart.prices.discounts).toEqual([{ amount: { value: 25_000 } }]);
    await shipTo(shop, token, first.id);
    await setPayment(shop, token, first.id, 'banktransfer');
    const placed = await shop.graphql('mutation ($id: String!) { placeOrder(input: {cart_id: $id}) { errors { message } orderV2 { id number } } }', { id: first.id }, bearer(token));
    expect(placed.body.data.placeOrder.errors).toEqual([]);
    expect({ rule: timesUsed('JINGGAHEMAT'), customer: customerUses() }).toEqual({ rule: before + 1, customer: 1 });

    const second = await cartWithCoupon();
    expect(second.answer.body.errors[0]).toMatchObject({ message: INVALID });

    const canceled = await shop.graphql(CANCEL, { id: placed.body.data.placeOrder.orderV2.id }, bearer(token));
    expect(canceled.body.data.cancelOrder).toEqual({ error: null, order: { status: 'Canceled' } });
    expect({ rule: timesUsed('JINGGAHEMAT'), customer: customerUses() }).toEqual({ rule: before, customer: 0 });
    const third = await cartWithCoupon();
    expect(third.answer.body.data.applyCouponToCart.cart.prices.discounts).toEqual([{ amount: { value: 25_000 } }]);
  });

  it('a guest order counts the coupon\'s uses but no customer\'s', async () => {
    const before = timesUsed('HEMAT10');
    const rows = () => db().prepare("SELECT COUNT(*) FROM salesrule_customer c JOIN sales_rules r ON r.rule_id = c.rule_id WHERE r.code = 'HEMAT10'").pluck().get();
    const customerRows = rows();
    const id = await readyGuestCart('HEMAT10');
    const placed = await shop.graphql(PLACE_ORDER, { id });
    expect(placed.body.data.placeOrder.errors).toEqual([]);
    expect(timesUsed('HEMAT10')).toBe(before + 1);
    expect(rows()).toBe(customerRows);
    expect(db().prepare('SELECT applied_rule_ids FROM sales_orders WHERE increment_id = ?').pluck().get(placed.body.data.placeOrder.order.order_number)).toBe(
      String(db().prepare("SELECT rule_id FROM sales_rules WHERE code = 'HEMAT10'").pluck().get()),
    );
  });
});
