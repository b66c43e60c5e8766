import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bankAccountLabel, DEFAULT_BANK_ACCOUNTS } from '../checkout/bankAccounts';
import { CARD_METHOD_CODE } from '../checkout/paymentMethods';
import { guestCartWith, makeReady, PLACE_ORDER } from '../checkout/testCheckout';
import { createBackend } from '../index';
import { transferNotReceived } from '../orders/expireUnpaidOrders';
import { invoiceOrder } from '../orders/invoiceOrder';
import { PENDING_ORDER_LIFETIME_PATH } from '../orders/pendingOrderLifetime';
import { productTag } from '../cache/cacheTags';
import { bearer, BUDI, cheapSku, DEMO, freshCustomerCart, setPayment, shipTo, signIn } from '../test/loyaltyFixtures';
import { placeCustomerOrder, type PlacedTestOrder } from '../test/orderFixtures';
import { startFakeVarnish, type FakeVarnish } from '../test/fakeVarnish';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Unpaid bank transfers expire (Magento's CleanExpiredOrders with sales/orders/delete_pending_after,
// "Pending Payment Order Lifetime (minutes)", 1440 here): past it, a pending, uninvoiced transfer
// nobody confirmed is cancelled as a cancellation cancels it, on the backend's clock (moved here).

const HOUR_MS = 3_600_000;
const ORDER = `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  number status items { quantity_canceled } comments { message } } } } }`;
const LOYALTY = `{ customer {
  reward_points { balance { points } balance_history { points_change change_reason } }
  store_credit { current_balance { value } }
} }`;
const CONFIRM = `mutation ($n: String!, $amount: Float!, $date: String!) { createConfirmPayment(input: {order_number: $n, payment: "BCA",
  account_name: "Budi Santoso", account_number: "0987654321", amount: $amount, date: $date}) { success } }`;

describe('unpaid bank transfers expire after the pending order lifetime', () => {
  let shop: TestBackend;
  let varnish: FakeVarnish;
  let budi: string;
  /** How far the backend's clock is ahead of the real one. */
  let ahead = 0;
  const db = () => shop.backend.db;
  const sku = () => cheapSku(db()).sku;
  const productId = (code: string) => db().prepare('SELECT entity_id FROM products WHERE sku = ?').pluck().get(code) as number;
  const stockOf = (code: string) => db().prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(productId(code)) as number;
  const statusOf = (number: string) => db().prepare('SELECT status FROM sales_orders WHERE increment_id = ?').pluck().get(number) as string;
  /** Moves the clock to `hours` after now and lets the backend see it (its next request runs the expiry when due). */
  async function hoursLater(hours: number): Promise<void> {
    ahead = hours * HOUR_MS;
    await shop.graphql('{ storeConfig { store_code } }');
  }
  async function budiOrder(number: string) {
    const { body } = await shop.graphql(ORDER, { n: number }, bearer(budi));
    return body.data.customer.orders.items[0] as { status: string; items: Array<{ quantity_canceled: number }>; comments: Array<{ message: string }> };
  }
  const budiPlaces = (payment = 'banktransfer', qty = 1, code = sku()): Promise<PlacedTestOrder> => placeCustomerOrder(shop, budi, BUDI.email, { sku: code, qty, payment });

  beforeAll(async () => {
    varnish = await startFakeVarnish();
    shop = await startTestBackend({ now: () => new Date(Date.now() + ahead), cacheHosts: [varnish.host] });
    budi = await signIn(shop, BUDI);
  }, 120_000);
  afterAll(async () => {
    await shop.close();
    await varnish.close();
  });
  // Every test starts on the real clock (a clock moved back counts as a minute passed: the expiry runs again).
  afterEach(async () => {
    await hoursLater(0);
    db().prepare('DELETE FROM core_config WHERE path = ?').run(PENDING_ORDER_LIFETIME_PATH);
  });

  it('cancels an unpaid transfer 24 hours after it was placed: canceled with a word to the customer, stock back, the product pages purged', async () => {
    const code = sku();
    const before = stockOf(code);
    const order = await budiPlaces('banktransfer', 3, code);
    expect(stockOf(code)).toBe(before - 3);

    await hoursLater(23.9);
    expect(await budiOrder(order.number)).toMatchObject({ status: 'Pending', items: [{ quantity_canceled: 0 }] });
    expect(stockOf(code)).toBe(before - 3);

    const sent = varnish.purges.length;
    await hoursLater(24.1);
    expect(await budiOrder(order.number)).toEqual({
      number: order.number,
      status: 'Canceled',
      items: [{ quantity_canceled: 3 }],
      comments: [{ message: transferNotReceived('24 hours').text }],
    });
    expect(transferNotReceived('24 hours').text).toBe('Canceled: we did not receive your bank transfer within 24 hours of your order.');
    expect(stockOf(code)).toBe(before);
    await varnish.waitFor((purge) => varnish.purges.indexOf(purge) >= sent && (purge.pattern ?? '').includes(`(^|,)${productTag(productId(code))}(,|$)`));
  }, 60_000);

  it("cancels a guest's unpaid transfer too", async () => {
    const id = await guestCartWith(shop.graphql, sku());
    await makeReady(shop.graphql, id, 'banktransfer');
    const number = (await shop.graphql(PLACE_ORDER, { id })).body.data.placeOrder.order.order_number as string;
    await hoursLater(25);
    expect(statusOf(number)).toBe('canceled');
  }, 60_000);

  it('gives back the reward points and store credit the order spent, each with a history line, as a cancellation does', async () => {
    const demo = await signIn(shop, DEMO);
    const read = async () => (await shop.graphql(LOYALTY, undefined, bearer(demo))).body.data.customer;
    const before = await read();
    const { sku: code, price } = cheapSku(db());
    // More than the points cover, so store credit pays some too, and something is left to transfer.
    const qty = Math.ceil((before.reward_points.balance.points * 10 + before.store_credit.current_balance.value) / price) + 2;
    const id = await freshCustomerCart(shop, demo, DEMO.email, code, qty);
    await shipTo(shop, demo, id);
    expect((await shop.graphql('mutation ($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { id } } }', { id }, bearer(demo))).body.errors).toBeUndefined();
    expect((await shop.graphql('mutation ($id: String!) { applyStoreCreditToCart(input: {cart_id: $id}) { cart { id } } }', { id }, bearer(demo))).body.errors).toBeUndefined();
    expect((await setPayment(shop, demo, id, 'banktransfer')).body.errors).toBeUndefined();
    const placed = await shop.graphql('mutation ($id: String!) { placeOrder(input: {cart_id: $id}) { errors { message } orderV2 { number } } }', { id }, bearer(demo));
    expect(placed.body.data.placeOrder.errors).toEqual([]);
    const { number } = placed.body.data.placeOrder.orderV2;
    const spent = db().prepare('SELECT reward_points_used, store_credit_used FROM sales_orders WHERE increment_id = ?').get(number) as { reward_points_used: number; store_credit_used: number };
    expect(spent.reward_points_used).toBe(before.reward_points.balance.points);
    expect(spent.store_credit_used).toBeGreaterThan(0);

    await hoursLater(25);
    expect(statusOf(number)).toBe('canceled');
    const after = await read();
    expect(after.reward_points.balance.points).toBe(before.reward_points.balance.points);
    expect(after.reward_points.balance_history[0]).toEqual({ points_change: spent.reward_points_used, change_reason: `Points returned: order #${number} was canceled` });
    expect(after.store_credit.current_balance.value).toBeCloseTo(before.store_credit.current_balance.value, 2);
  }, 60_000);

  it('keeps cash on delivery, a card payment, an invoiced transfer and a transfer its customer confirmed', async () => {
    const cash = await budiPlaces('cashondelivery');
    const card = await budiPlaces(CARD_METHOD_CODE);
    const invoiced = await budiPlaces();
    db().transaction(() => invoiceOrder(db(), invoiced.entityId, new Date().toISOString().slice(0, 19).replace('T', ' ')))();
    const confirmed = await budiPlaces();
    const total = db().prepare('SELECT grand_total FROM sales_orders WHERE entity_id = ?').pluck().get(confirmed.entityId) as number;
    const sent = await shop.graphql(CONFIRM, { n: confirmed.number, amount: total, date: new Date().toISOString().slice(0, 10) }, bearer(budi));
    expect(sent.body.data.createConfirmPayment).toEqual({ success: true });
    expect(db().prepare('SELECT paid_to FROM payment_confirmations WHERE order_id = ?').pluck().get(confirmed.entityId)).toBe(bankAccountLabel(DEFAULT_BANK_ACCOUNTS[0]));

    await hoursLater(24 * 30);
    expect([cash, card, invoiced, confirmed].map((order) => statusOf(order.number))).toEqual(['pending', 'processing', 'processing', 'pending']);
  }, 60_000);

  it('follows sales/orders/delete_pending_after (minutes), store scope first', async () => {
    db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?), (1, ?, ?)').run(PENDING_ORDER_LIFETIME_PATH, '600', PENDING_ORDER_LIFETIME_PATH, '90');
    const order = await budiPlaces();
    await hoursLater(1.4);
    expect(statusOf(order.number)).toBe('pending');
    await hoursLater(1.6);
    expect(await budiOrder(order.number)).toMatchObject({ status: 'Canceled', comments: [{ message: transferNotReceived('90 minutes').text }] });
  }, 60_000);

  it('cancels what expired while the backend was stopped as soon as it starts, and keeps the seeded transfer its customer confirmed', async () => {
    const order = await budiPlaces();
    const seeded = db()
      .prepare("SELECT o.increment_id FROM sales_orders o WHERE o.status = 'pending' AND o.payment_method = 'banktransfer' AND EXISTS (SELECT 1 FROM payment_confirmations c WHERE c.order_id = o.entity_id) ORDER BY o.entity_id LIMIT 1")
      .pluck()
      .get() as string;
    expect(seeded).toEqual(expect.any(String));
    // A copy of the shop, opened two days later.
    db().pragma('wal_checkpoint(TRUNCATE)');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-expiry-'));
    fs.copyFileSync(path.join(shop.backend.dataDir, 'storefront.sqlite'), path.join(dir, 'storefront.sqlite'));
    const later = await createBackend({ dataDir: dir, log: () => {}, now: () => new Date(Date.now() + 48 * HOUR_MS) });
    try {
      const status = (number: string) => later.db.prepare('SELECT status FROM sales_orders WHERE increment_id = ?').pluck().get(number);
      expect([status(order.number), status(seeded)]).toEqual(['canceled', 'pending']);
    } finally {
      later.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
