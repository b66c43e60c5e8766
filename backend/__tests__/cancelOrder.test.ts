import { ORDER_CANCELLATION_MESSAGES as MESSAGES } from '../orders/cancelOrder';
import { DEFAULT_CANCELLATION_REASONS } from '../orders/orderCancellationConfig';
import { encodeUid } from '../repositories/catalog/ids';
import { bearer, BUDI, cheapSku, DEMO, freshCustomerCart, setPayment, shipTo, signIn, SITI, UNAUTHORIZED } from '../test/loyaltyFixtures';
import { placeCustomerOrder } from '../test/orderFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento 2.4.7's cancelOrder over /graphql: only the order's own customer, only an order Magento
// lets a customer cancel, with one of the store's reasons; the order's units go back to stock and
// the reward points and store credit it spent go back to the customer.

const CANCEL = `mutation ($id: ID!, $reason: String!) { cancelOrder(input: {order_id: $id, reason: $reason}) {
  error order { number status items { quantity_canceled } }
} }`;
const REASON = 'The order was placed by mistake';
const LOYALTY = `{ customer {
  reward_points { balance { points } balance_history { points_change change_reason } }
  store_credit { current_balance { value } }
} }`;

describe('cancelOrder (Magento OrderCancellationGraphQl)', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  let budi: string;
  let siti: string;
  const setConfig = (path: string, value: string) => db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(path, value);
  const stockOf = (sku: string) => db().prepare('SELECT s.qty FROM product_stock s JOIN products p ON p.entity_id = s.product_id WHERE p.sku = ?').pluck().get(sku) as number;
  const statusOf = (number: string) => db().prepare('SELECT status FROM sales_orders WHERE increment_id = ?').pluck().get(number);
  const cancel = (token: string | null, id: string, reason = REASON) => shop.graphql(CANCEL, { id, reason }, token ? bearer(token) : undefined);
  const budiOrder = (qty = 1) => placeCustomerOrder(shop, budi, BUDI.email, { sku: cheapSku(db()).sku, qty });

  beforeAll(async () => {
    shop = await startTestBackend();
    setConfig('sales/cancellation/enabled', '1');
    budi = await signIn(shop, BUDI);
    siti = await signIn(shop, SITI);
  }, 120_000);
  afterAll(() => shop.close());

  it("cancels the customer's pending order with a store reason, puts its units back in stock and keeps the reason", async () => {
    const { sku } = cheapSku(db());
    const before = stockOf(sku);
    const order = await budiOrder(3);
    expect(stockOf(sku)).toBe(before - 3);

    const { body } = await cancel(budi, order.uid, '  the ORDER was placed by mistake ');
    expect(body.errors).toBeUndefined();
    expect(body.data.cancelOrder).toEqual({ error: null, order: { number: order.number, status: 'Canceled', items: [{ quantity_canceled: 3 }] } });
    expect(stockOf(sku)).toBe(before);
    expect(db().prepare('SELECT comment, is_visible_on_front FROM sales_order_comments WHERE order_id = ?').all(order.entityId)).toEqual([{ comment: REASON, is_visible_on_front: 0 }]);

    // Once canceled, it stays canceled and the stock is not given back twice.
    const again = await cancel(budi, order.uid);
    expect(again.body.data.cancelOrder).toEqual({ error: MESSAGES.notCancellable, order: { number: order.number, status: 'Canceled', items: [{ quantity_canceled: 3 }] } });
    expect(stockOf(sku)).toBe(before);
  }, 60_000);

  it('takes the numeric order id too, as Magento 2.4.7 did', async () => {
    const order = await budiOrder();
    const { body } = await cancel(budi, String(order.entityId));
    expect(body.data.cancelOrder.order.status).toBe('Canceled');
  }, 60_000);

  it('gives back the reward points and store credit the order spent, each with a history line', async () => {
    const demo = await signIn(shop, DEMO);
    const read = async () => (await shop.graphql(LOYALTY, undefined, bearer(demo))).body.data.customer;
    const before = await read();
    const { sku, price } = cheapSku(db());
    // More than the points cover, so store credit pays some too.
    const qty = Math.ceil((before.reward_points.balance.points * 10) / price) + 2;
    const id = await freshCustomerCart(shop, demo, DEMO.email, sku, qty);
    await shipTo(shop, demo, id);
    expect((await shop.graphql('mutation ($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { id } } }', { id }, bearer(demo))).body.errors).toBeUndefined();
    expect((await shop.graphql('mutation ($id: String!) { applyStoreCreditToCart(input: {cart_id: $id}) { cart { id } } }', { id }, bearer(demo))).body.errors).toBeUndefined();
    const total = (await shop.graphql('query ($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } } }', { id }, bearer(demo))).body.data.cart.prices.grand_total.value;
    await setPayment(shop, demo, id, total === 0 ? 'free' : 'banktransfer');
    const placed = await shop.graphql('mutation ($id: String!) { placeOrder(input: {cart_id: $id}) { errors { message } orderV2 { id number } } }', { id }, bearer(demo));
    expect(placed.body.data.placeOrder.errors).toEqual([]);
    const { id: uid, number } = placed.body.data.placeOrder.orderV2;
    const spent = db().prepare('SELECT reward_points_used, store_credit_used FROM sales_orders WHERE increment_id = ?').get(number) as { reward_points_used: number; store_credit_used: number };
    expect(spent.reward_points_used).toBe(before.reward_points.balance.points);
    expect(spent.store_credit_used).toBeGreaterThan(0);

    expect((await cancel(demo, uid)).body.data.cancelOrder.error).toBeNull();
    const after = await read();
    expect(after.reward_points.balance.points).toBe(before.reward_points.balance.points);
    expect(after.reward_points.balance_history[0]).toEqual({ points_change: spent.reward_points_used, change_reason: `Points returned: order #${number} was canceled` });
    expect(after.store_credit.current_balance.value).toBeCloseTo(before.store_credit.current_balance.value, 2);
    expect(db().prepare("SELECT action, balance_change, comment FROM store_credit_history WHERE order_id = (SELECT entity_id FROM sales_orders WHERE increment_id = ?) ORDER BY entity_id").all(number)).toEqual([
      { action: 'Used', balance_change: -spent.store_credit_used, comment: `Used on order #${number}` },
      { action: 'Reverted', balance_change: spent.store_credit_used, comment: `Order #${number} was canceled` },
    ]);
  }, 60_000);

  it("refuses a guest with Magento's authorization error", async () => {
    const order = await budiOrder();
    const { body } = await cancel(null, order.uid);
    expect(body.errors[0]).toMatchObject(UNAUTHORIZED);
    expect(statusOf(order.number)).toBe('pending');
  }, 60_000);

  it("refuses another customer's order and an unknown one without showing them", async () => {
    const order = await budiOrder();
    const foreign = await cancel(siti, order.uid);
    expect(foreign.body.data.cancelOrder).toEqual({ error: MESSAGES.notOwner, order: null });
    expect(statusOf(order.number)).toBe('pending');
    const unknown = await cancel(siti, encodeUid(99_999_999));
    expect(unknown.body.data.cancelOrder).toEqual({ error: MESSAGES.notFound, order: null });
  }, 60_000);

  it.each([
    ['an order id that is no id', 'not an id!', REASON, MESSAGES.requiredParameter('order_id')],
    ['a blank reason', encodeUid(1), '  ', MESSAGES.requiredParameter('reason')],
  ])("refuses %s with Magento's input error", async (_case, id, reason, message) => {
    const { body } = await cancel(budi, id, reason);
    expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it('refuses a reason the store does not list, a shipped order, and any order while cancellation is off', async () => {
    const order = await budiOrder();
    expect((await cancel(budi, order.uid, 'x'.repeat(5000))).body.data.cancelOrder).toMatchObject({ error: MESSAGES.reasonInvalid, order: { status: 'Pending' } });

    db().prepare("INSERT INTO sales_shipments (order_id, increment_id, created_at) VALUES (?, ?, '2025-01-01 00:00:00')").run(order.entityId, `S${order.number}`);
    expect((await cancel(budi, order.uid)).body.data.cancelOrder).toMatchObject({ error: MESSAGES.shipped, order: { status: 'Pending' } });
    db().prepare('DELETE FROM sales_shipments WHERE order_id = ?').run(order.entityId);

    setConfig('sales/cancellation/enabled', '0');
    try {
      expect((await cancel(budi, order.uid)).body.data.cancelOrder).toEqual({ error: MESSAGES.disabled, order: null });
    } finally {
      setConfig('sales/cancellation/enabled', '1');
    }
    expect(statusOf(order.number)).toBe('pending');
  }, 60_000);

  it('tells the storefront whether customers may cancel and the reasons to choose from', async () => {
    const { body } = await shop.graphql('{ storeConfig { order_cancellation_enabled order_cancellation_reasons { description } } }');
    expect(body.data.storeConfig).toEqual({ order_cancellation_enabled: true, order_cancellation_reasons: DEFAULT_CANCELLATION_REASONS.map((description) => ({ description })) });
  });
});
