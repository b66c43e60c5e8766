import {
  bearer,
  BUDI,
  cartTotals,
  cheapSku,
  DEMO,
  freshCustomerCart,
  PLACE_ORDER_WITH_TOTALS,
  setPayment,
  setQuantity,
  shipTo,
  signIn,
  SITI,
  UNAUTHORIZED,
} from '../test/loyaltyFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Adobe Commerce's reward points over /graphql: the signed-in customer's balance and history, and
// spending points on the customer's cart (1 point = Rp 10, backend/checkout/loyaltyConfig.ts).

const REWARD_POINTS = `{ customer { reward_points {
  balance { points money { value currency } }
  balance_history { points_change change_reason date balance { points money { value } } }
  exchange_rates { earning { currency_amount points } redemption { currency_amount points } }
} } }`;
const APPLY = 'mutation ($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { applied_reward_points { points money { value currency } } prices { grand_total { value } } } } }';
const REMOVE = 'mutation ($id: ID!) { removeRewardPointsFromCart(cartId: $id) { cart { applied_reward_points { points } prices { grand_total { value } } } } }';
const RUPIAH_PER_POINT = 10;

interface RewardPointsAnswer {
  balance: { points: number; money: { value: number; currency: string } };
  balance_history: Array<{ points_change: number; change_reason: string; date: string; balance: { points: number; money: { value: number } } }>;
}

describe('reward points (Adobe Commerce RewardGraphQl)', () => {
  let shop: TestBackend;
  let demo: string;
  let siti: string;
  let product: { sku: string; price: number };
  beforeAll(async () => {
    shop = await startTestBackend();
    [demo, siti] = await Promise.all([signIn(shop, DEMO), signIn(shop, SITI)]);
    product = cheapSku(shop.backend.db);
  }, 120_000);
  afterAll(() => shop.close());

  async function rewardPointsOf(token: string): Promise<RewardPointsAnswer> {
    const { body } = await shop.graphql(REWARD_POINTS, undefined, bearer(token));
    expect(body.errors).toBeUndefined();
    return body.data.customer.reward_points;
  }
  const balanceOf = async (token: string) => (await rewardPointsOf(token)).balance.points;
  /** A quantity of the product worth more than `points` points. */
  const qtyAbove = (points: number) => Math.ceil((points * RUPIAH_PER_POINT) / product.price) + 1;

  it("reads the demo customer's balance, history (newest first) and rates as seeded", async () => {
    const points = await rewardPointsOf(demo);
    const history = points.balance_history;
    // Seeded: a welcome bonus, points earned on each of the two completed orders, one redemption, and
    // the referral reward for Siti, whose first order was paid (Dewi, the other friend, has not ordered).
    expect(history.map((item) => item.change_reason)).toEqual([
      'Siti R. placed their first order with your referral code',
      'Points redeemed for a discount',
      'Points earned on an order',
      'Points earned on an order',
      'Welcome bonus for creating an account',
    ]);
    expect(history.at(-1)).toMatchObject({ points_change: 500, date: '2025-03-02 09:15:00', balance: { points: 500, money: { value: 5000 } } });
    expect(history[0].points_change).toBe(1000);
    expect(history[1].points_change).toBe(-200);
    // Each item's balance is the one after it; the newest is the balance now, and it is the sum of the changes.
    history.slice(0, -1).forEach((item, index) => expect(item.balance.points).toBe(history[index + 1].balance.points + item.points_change));
    expect(points.balance.points).toBe(history[0].balance.points);
    expect(points.balance.points).toBe(history.reduce((sum, item) => sum + item.points_change, 0));
    expect(points.balance.money).toEqual({ value: points.balance.points * RUPIAH_PER_POINT, currency: 'IDR' });
    const dates = history.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const { body } = await shop.graphql('{ customer { reward_points { exchange_rates { earning { currency_amount points } redemption { currency_amount points } } } } }', undefined, bearer(demo));
    expect(body.data.customer.reward_points.exchange_rates).toEqual({ earning: { currency_amount: 1000, points: 1 }, redemption: { currency_amount: 10, points: 1 } });
  });

  it("lowers the grand total by exactly the points' money and restores it when they are removed", async () => {
    const balance = await balanceOf(demo);
    const id = await freshCustomerCart(shop, demo, DEMO.email, product.sku, qtyAbove(balance));
    const before = (await cartTotals(shop, demo, id)).prices.grand_total.value;
    expect((await cartTotals(shop, demo, id)).applied_reward_points).toBeNull();

    const applied = await shop.graphql(APPLY, { id }, bearer(demo));
    expect(applied.body.errors).toBeUndefined();
    // The whole balance, as it covers less than the total.
    expect(applied.body.data.applyRewardPointsToCart.cart).toEqual({
      applied_reward_points: { points: balance, money: { value: balance * RUPIAH_PER_POINT, currency: 'IDR' } },
      prices: { grand_total: { value: before - balance * RUPIAH_PER_POINT } },
    });
    // Points are not a discount; the balance itself moves only when the order is placed.
    expect((await cartTotals(shop, demo, id)).prices.discounts).toBeNull();
    expect(await balanceOf(demo)).toBe(balance);

    const removed = await shop.graphql(REMOVE, { id }, bearer(demo));
    expect(removed.body.data.removeRewardPointsFromCart.cart).toEqual({ applied_reward_points: null, prices: { grand_total: { value: before } } });
  });

  it('spends only the points the total needs, and follows the cart when its items or shipping change', async () => {
    const balance = await balanceOf(demo);
    const worth = balance * RUPIAH_PER_POINT;
    // A product the balance pays for alone, but not with JNE YES's 32,000 shipping on top.
    const item = shop.backend.db
      .prepare(
        `SELECT p.sku, p.price FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND s.is_in_stock = 1 AND s.qty >= 100 AND p.special_price IS NULL
           AND p.price < ? AND p.price + 32000 > ? ORDER BY p.price, p.entity_id LIMIT 1`,
      )
      .get(worth, worth) as { sku: string; price: number };
    const id = await freshCustomerCart(shop, demo, DEMO.email, item.sku, 1);
    expect(item.price).toBeLessThan(worth);
    await shop.graphql(APPLY, { id }, bearer(demo));
    let cart = await cartTotals(shop, demo, id);
    expect(cart.applied_reward_points).toEqual({ points: Math.ceil(item.price / RUPIAH_PER_POINT), money: { value: item.price, currency: 'IDR' } });
    expect(cart.prices.grand_total.value).toBe(0);

    // Shipping joins the total, beyond what the balance covers: the whole balance, the rest left to pay.
    await shipTo(shop, demo, id, { carrier: 'jne', code: 'yes' });
    expect(item.price + 32_000).toBeGreaterThan(worth);
    cart = await cartTotals(shop, demo, id);
    expect(cart.applied_reward_points).toEqual({ points: balance, money: { value: worth, currency: 'IDR' } });
    expect(cart.prices.grand_total.value).toBe(item.price + 32_000 - worth);

    await setQuantity(shop, demo, id, 3);
    expect((await cartTotals(shop, demo, id)).prices.grand_total.value).toBe(item.price * 3 + 32_000 - worth);

    // Back to one item picked up in store: only the points it needs again.
    await setQuantity(shop, demo, id, 1);
    await shipTo(shop, demo, id, { carrier: 'instore', code: 'pickup' });
    cart = await cartTotals(shop, demo, id);
    expect(cart.applied_reward_points?.points).toBe(Math.ceil(item.price / RUPIAH_PER_POINT));
    expect(cart.prices.grand_total.value).toBe(0);
  });

  it('refuses the order, balance untouched, when the points were spent elsewhere after being applied', async () => {
    const id = await freshCustomerCart(shop, demo, DEMO.email, product.sku, 1);
    await shipTo(shop, demo, id, { carrier: 'instore', code: 'pickup' });
    await shop.graphql(APPLY, { id }, bearer(demo));
    expect((await setPayment(shop, demo, id, 'free')).body.errors).toBeUndefined();
    // Another tab spends most of the balance meanwhile.
    const left = Math.floor(product.price / RUPIAH_PER_POINT / 2);
    shop.backend.db.prepare('UPDATE reward_points SET balance = ? WHERE customer_id = (SELECT entity_id FROM customers WHERE email = ?)').run(left, DEMO.email);

    const { body } = await shop.graphql(PLACE_ORDER_WITH_TOTALS, { id }, bearer(demo));
    expect(body.data.placeOrder).toEqual({
      errors: [{ message: "Unable to place order: You don't have enough reward points to pay for this purchase.", code: 'UNABLE_TO_PLACE_ORDER' }],
      orderV2: null,
    });
    expect(await balanceOf(demo)).toBe(left);
    // The cart is still there, now using what is left.
    expect((await cartTotals(shop, demo, id)).applied_reward_points).toEqual({ points: left, money: { value: left * RUPIAH_PER_POINT, currency: 'IDR' } });
  });

  it('places an order with points: the balance goes down, the history says why, the order totals add up', async () => {
    const balance = await balanceOf(demo);
    const qty = qtyAbove(balance);
    const id = await freshCustomerCart(shop, demo, DEMO.email, product.sku, qty);
    await shipTo(shop, demo, id);
    await shop.graphql(APPLY, { id }, bearer(demo));
    expect((await setPayment(shop, demo, id, 'banktransfer')).body.errors).toBeUndefined();
    const cart = await cartTotals(shop, demo, id);

    const { body } = await shop.graphql(PLACE_ORDER_WITH_TOTALS, { id }, bearer(demo));
    const placed = body.data.placeOrder;
    expect(placed.errors).toEqual([]);
    const money = balance * RUPIAH_PER_POINT;
    const { subtotal, grand_total: grandTotal, total_shipping: shipping, total_tax: tax, discounts } = placed.orderV2.total;
    expect(grandTotal.value).toBe(cart.prices.grand_total.value);
    expect(grandTotal.value).toBe(subtotal.value + shipping.value + tax.value - discounts.reduce((sum: number, d: { amount: { value: number } }) => sum + d.amount.value, 0) - money);

    const stored = shop.backend.db.prepare('SELECT reward_points_used, reward_currency_amount, store_credit_used FROM sales_orders WHERE increment_id = ?').get(placed.orderV2.number);
    expect(stored).toEqual({ reward_points_used: balance, reward_currency_amount: money, store_credit_used: 0 });
    const after = await rewardPointsOf(demo);
    expect(after.balance.points).toBe(0);
    expect(after.balance_history[0]).toMatchObject({ points_change: -balance, change_reason: `Points redeemed on order #${placed.orderV2.number}`, balance: { points: 0 } });
    expect(after.balance_history).toHaveLength(6);
  });

  it('pays a whole order with points: only the free method is offered and the order uses it', async () => {
    const id = await freshCustomerCart(shop, siti, SITI.email, product.sku, 1);
    await shipTo(shop, siti, id, { carrier: 'instore', code: 'pickup' });
    await setPayment(shop, siti, id, 'banktransfer');
    const before = await balanceOf(siti);
    await shop.graphql(APPLY, { id }, bearer(siti));
    const cart = await cartTotals(shop, siti, id);
    expect(cart.prices.grand_total.value).toBe(0);
    expect(cart.available_payment_methods).toEqual([{ code: 'free', title: 'No Payment Information Required' }]);

    // The method chosen before no longer fits a cart with nothing to pay.
    const refused = await shop.graphql(PLACE_ORDER_WITH_TOTALS, { id }, bearer(siti));
    expect(refused.body.data.placeOrder.errors).toEqual([{ message: 'Unable to place order: The requested Payment Method is not available.', code: 'UNABLE_TO_PLACE_ORDER' }]);
    expect((await setPayment(shop, siti, id, 'cashondelivery')).body.errors[0].message).toBe('The requested Payment Method is not available.');
    expect((await setPayment(shop, siti, id, 'free')).body.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({ code: 'free', title: 'No Payment Information Required' });

    const { body } = await shop.graphql(PLACE_ORDER_WITH_TOTALS, { id }, bearer(siti));
    expect(body.data.placeOrder.errors).toEqual([]);
    expect(body.data.placeOrder.orderV2).toMatchObject({ status: 'Pending', payment_methods: [{ name: 'No Payment Information Required', type: 'free' }], total: { grand_total: { value: 0 } } });
    expect(await balanceOf(siti)).toBe(before - (cart.applied_reward_points?.points ?? NaN));
  });

  it("keeps customers apart: each reads only their own points and cannot spend them on another's cart", async () => {
    const [mine, theirs] = await Promise.all([rewardPointsOf(demo), rewardPointsOf(siti)]);
    const stored = (email: string) => shop.backend.db.prepare('SELECT balance FROM reward_points WHERE customer_id = (SELECT entity_id FROM customers WHERE email = ?)').pluck().get(email);
    expect(mine.balance.points).toBe(stored(DEMO.email));
    expect(theirs.balance.points).toBe(stored(SITI.email));
    expect(theirs.balance.points).not.toBe(mine.balance.points);
    expect(theirs.balance_history.at(-1)?.date).toBe('2025-05-11 14:02:00');
    expect(mine.balance_history.at(-1)?.date).toBe('2025-03-02 09:15:00');

    const id = await freshCustomerCart(shop, demo, DEMO.email, product.sku, 1);
    const { body } = await shop.graphql(APPLY, { id }, bearer(siti));
    expect(body.errors).toEqual([expect.objectContaining({ message: `The current user cannot perform operations on cart "${id}"`, extensions: { category: 'graphql-authorization' } })]);
    const removed = await shop.graphql(REMOVE, { id }, bearer(siti));
    expect(removed.body.errors[0].message).toBe(`The current user cannot perform operations on cart "${id}"`);
    expect((await cartTotals(shop, demo, id)).applied_reward_points).toBeNull();
  });

  it('refuses guests, guest carts, an empty balance, unknown and ordered carts', async () => {
    const guest = await shop.graphql(REWARD_POINTS);
    expect(guest.body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);

    const guestCart = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
    expect((await shop.graphql(APPLY, { id: guestCart })).body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
    expect((await shop.graphql(REMOVE, { id: guestCart })).body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
    const onGuestCart = await shop.graphql(APPLY, { id: guestCart }, bearer(demo));
    expect(onGuestCart.body.errors[0]).toMatchObject({ message: `The current user cannot perform operations on cart "${guestCart}"`, extensions: { category: 'graphql-authorization' } });
    expect((await shop.graphql('query ($id: String!) { cart(cart_id: $id) { applied_reward_points { points } } }', { id: guestCart })).body.data.cart.applied_reward_points).toBeNull();

    const budi = await signIn(shop, BUDI);
    const budiCart = await freshCustomerCart(shop, budi, BUDI.email, product.sku, 1);
    const empty = await shop.graphql(APPLY, { id: budiCart }, bearer(budi));
    expect(empty.body.errors[0]).toMatchObject({ message: "You don't have enough reward points.", extensions: { category: 'graphql-input' } });
    expect((await shop.graphql('{ customer { reward_points { balance { points money { value } } balance_history { points_change } } } }', undefined, bearer(budi))).body.data.customer.reward_points).toEqual({
      balance: { points: 0, money: { value: 0 } },
      balance_history: [],
    });

    const unknown = await shop.graphql(APPLY, { id: 'nosuchcart' }, bearer(demo));
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Could not find a cart with ID "nosuchcart"', extensions: { category: 'graphql-no-such-entity' } });
    const ordered = shop.backend.db.prepare("SELECT masked_id FROM quotes WHERE is_active = 0 AND reserved_order_id IS NOT NULL AND customer_id = (SELECT entity_id FROM customers WHERE email = ?)").pluck().get(DEMO.email) as string;
    expect((await shop.graphql(APPLY, { id: ordered }, bearer(demo))).body.errors[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
  });
});
