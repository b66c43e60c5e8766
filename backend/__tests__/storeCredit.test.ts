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

// Adobe Commerce's store credit over /graphql: the signed-in customer's balance and its history,
// and spending it on the customer's cart, after any reward points.

const STORE_CREDIT = `query ($pageSize: Int, $currentPage: Int) { customer { store_credit {
  enabled current_balance { value currency }
  balance_history(pageSize: $pageSize, currentPage: $currentPage) {
    total_count page_info { current_page page_size total_pages }
    items { action balance_change { value currency } actual_balance { value currency } date_time_changed }
  }
} } }`;
const APPLY = 'mutation ($id: String!) { applyStoreCreditToCart(input: {cart_id: $id}) { cart { applied_store_credit { applied_balance { value } current_balance { value } } prices { grand_total { value } } } } }';
const REMOVE = 'mutation ($id: String!) { removeStoreCreditFromCart(input: {cart_id: $id}) { cart { applied_store_credit { applied_balance { value } current_balance { value } } prices { grand_total { value } } } } }';
const APPLY_POINTS = 'mutation ($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { id } } }';
const REMOVE_POINTS = 'mutation ($id: ID!) { removeRewardPointsFromCart(cartId: $id) { cart { id } } }';
const idr = (value: number) => ({ value, currency: 'IDR' });

interface StoreCreditAnswer {
  enabled: boolean;
  current_balance: { value: number; currency: string } | null;
  balance_history: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: Array<{ action: string; balance_change: { value: number }; actual_balance: { value: number }; date_time_changed: string }>;
  } | null;
}

describe('store credit (Adobe Commerce CustomerBalanceGraphQl)', () => {
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

  async function storeCreditOf(token: string, variables: Record<string, unknown> = {}): Promise<StoreCreditAnswer> {
    const { body } = await shop.graphql(STORE_CREDIT, variables, bearer(token));
    expect(body.errors).toBeUndefined();
    return body.data.customer.store_credit;
  }
  const balanceOf = async (token: string) => (await storeCreditOf(token)).current_balance?.value as number;
  /** A quantity of the product worth more than `amount`. */
  const qtyAbove = (amount: number) => Math.ceil(amount / product.price) + 1;

  it("reads the demo customer's balance and history (newest first, paged) as seeded", async () => {
    expect(await storeCreditOf(demo)).toEqual({
      enabled: true,
      current_balance: idr(125_000),
      balance_history: {
        total_count: 3,
        page_info: { current_page: 1, page_size: 20, total_pages: 1 },
        items: [
          { action: 'Added', balance_change: idr(50_000), actual_balance: idr(125_000), date_time_changed: '2026-01-03 10:30:00' },
          { action: 'Used', balance_change: idr(-25_000), actual_balance: idr(75_000), date_time_changed: expect.stringMatching(/^2025-\d\d-\d\d \d\d:\d\d:\d\d$/) },
          { action: 'Added', balance_change: idr(100_000), actual_balance: idr(100_000), date_time_changed: '2025-03-02 09:15:00' },
        ],
      },
    });
    const second = (await storeCreditOf(demo, { pageSize: 2, currentPage: 2 })).balance_history;
    expect(second?.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 });
    expect(second?.items.map((item) => item.date_time_changed)).toEqual(['2025-03-02 09:15:00']);
    // Like Magento's collections, a page past the end answers the last one.
    expect((await storeCreditOf(demo, { pageSize: 2, currentPage: 9 })).balance_history?.page_info.current_page).toBe(2);
    const { body } = await shop.graphql(STORE_CREDIT, { pageSize: 0 }, bearer(demo));
    expect(body.errors[0]).toMatchObject({ message: 'pageSize value must be greater than 0.', extensions: { category: 'graphql-input' } });
  });

  it('lowers the grand total by exactly the credit applied and restores it when removed; the balance moves only with an order', async () => {
    const id = await freshCustomerCart(shop, demo, DEMO.email, product.sku, qtyAbove(125_000));
    const before = (await cartTotals(shop, demo, id)).prices.grand_total.value;
    expect((await cartTotals(shop, demo, id)).applied_store_credit).toEqual({ enabled: true, current_balance: idr(125_000), applied_balance: idr(0) });

    const applied = await shop.graphql(APPLY, { id }, bearer(demo));
    expect(applied.body.errors).toBeUndefined();
    expect(applied.body.data.applyStoreCreditToCart.cart).toEqual({
      applied_store_credit: { applied_balance: { value: 125_000 }, current_balance: { value: 125_000 } },
      prices: { grand_total: { value: before - 125_000 } },
    });
    expect((await cartTotals(shop, demo, id)).prices.discounts).toBeNull();

    const removed = await shop.graphql(REMOVE, { id }, bearer(demo));
    expect(removed.body.data.removeStoreCreditFromCart.cart).toEqual({
      applied_store_credit: { applied_balance: { value: 0 }, current_balance: { value: 125_000 } },
      prices: { grand_total: { value: before } },
    });
  });

  it('spends reward points first, then credit for what is left, and follows the cart as it changes', async () => {
    const points = (await shop.graphql('{ customer { reward_points { balance { points money { value } } } } }', undefined, bearer(siti))).body.data.customer.reward_points.balance;
    const credit = await balanceOf(siti);
    const qty = qtyAbove(points.money.value + credit);
    const id = await freshCustomerCart(shop, siti, SITI.email, product.sku, qty);
    await shipTo(shop, siti, id);
    const before = (await cartTotals(shop, siti, id)).prices.grand_total.value;
    await shop.graphql(APPLY, { id }, bearer(siti));
    await shop.graphql(APPLY_POINTS, { id }, bearer(siti));
    let cart = await cartTotals(shop, siti, id);
    expect(cart.applied_reward_points?.money.value).toBe(points.money.value);
    expect(cart.applied_store_credit?.applied_balance.value).toBe(credit);
    expect(cart.prices.grand_total.value).toBe(before - points.money.value - credit);

    // Without the points, credit alone.
    await shop.graphql(REMOVE_POINTS, { id }, bearer(siti));
    expect((await cartTotals(shop, siti, id)).prices.grand_total.value).toBe(before - credit);

    // A smaller cart: the credit covers it all and no more, and only the free method is left.
    await setQuantity(shop, siti, id, 1);
    cart = await cartTotals(shop, siti, id);
    const total = product.price + 18_000;
    expect(cart.applied_store_credit).toEqual({ enabled: true, current_balance: idr(credit), applied_balance: idr(total) });
    expect(cart.prices.grand_total.value).toBe(0);
    expect(cart.available_payment_methods).toEqual([{ code: 'free', title: 'No Payment Information Required' }]);

    // A coupon lowers the total: the credit follows, and stays out of the discounts.
    await shop.graphql('mutation ($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "HEMAT10"}) { cart { id } } }', { id }, bearer(siti));
    cart = await cartTotals(shop, siti, id);
    expect(cart.applied_store_credit?.applied_balance).toEqual(idr(product.price * 0.9 + 18_000));
    expect(cart.prices.discounts).toEqual([{ label: 'Diskon 10%' }]);
    expect(cart.prices.grand_total.value).toBe(0);
  });

  it('places an order with credit: the balance goes down, the history shows it Used, the order totals add up', async () => {
    const id = await freshCustomerCart(shop, demo, DEMO.email, product.sku, qtyAbove(125_000));
    await shipTo(shop, demo, id);
    await shop.graphql(APPLY, { id }, bearer(demo));
    await setPayment(shop, demo, id, 'cashondelivery');
    const cart = await cartTotals(shop, demo, id);

    const { body } = await shop.graphql(PLACE_ORDER_WITH_TOTALS, { id }, bearer(demo));
    const placed = body.data.placeOrder;
    expect(placed.errors).toEqual([]);
    const { subtotal, grand_total: grandTotal, total_shipping: shipping, total_tax: tax, discounts } = placed.orderV2.total;
    expect(grandTotal.value).toBe(cart.prices.grand_total.value);
    expect(grandTotal.value).toBe(subtotal.value + shipping.value + tax.value - discounts.reduce((sum: number, d: { amount: { value: number } }) => sum + d.amount.value, 0) - 125_000);
    const stored = shop.backend.db.prepare('SELECT store_credit_used, reward_points_used FROM sales_orders WHERE increment_id = ?').get(placed.orderV2.number);
    expect(stored).toEqual({ store_credit_used: 125_000, reward_points_used: 0 });

    const after = await storeCreditOf(demo);
    expect(after.current_balance).toEqual(idr(0));
    expect(after.balance_history?.total_count).toBe(4);
    expect(after.balance_history?.items[0]).toMatchObject({ action: 'Used', balance_change: idr(-125_000), actual_balance: idr(0) });
    const comment = shop.backend.db.prepare('SELECT comment FROM store_credit_history WHERE order_id = (SELECT entity_id FROM sales_orders WHERE increment_id = ?)').pluck().get(placed.orderV2.number);
    expect(comment).toBe(`Used on order #${placed.orderV2.number}`);
  });

  it('pays a whole order with credit through the free method', async () => {
    const credit = await balanceOf(siti);
    const id = await freshCustomerCart(shop, siti, SITI.email, product.sku, 1);
    await shipTo(shop, siti, id, { carrier: 'instore', code: 'pickup' });
    await shop.graphql(APPLY, { id }, bearer(siti));
    expect((await setPayment(shop, siti, id, 'banktransfer')).body.errors[0].message).toBe('The requested Payment Method is not available.');
    await setPayment(shop, siti, id, 'free');

    const { body } = await shop.graphql(PLACE_ORDER_WITH_TOTALS, { id }, bearer(siti));
    expect(body.data.placeOrder.errors).toEqual([]);
    expect(body.data.placeOrder.orderV2).toMatchObject({ payment_methods: [{ type: 'free' }], total: { grand_total: { value: 0 }, subtotal: { value: product.price } } });
    expect(await balanceOf(siti)).toBe(credit - product.price);
  });

  it('refuses the order, balance untouched, when the credit was spent elsewhere after being applied', async () => {
    const id = await freshCustomerCart(shop, siti, SITI.email, product.sku, 1);
    await shipTo(shop, siti, id, { carrier: 'instore', code: 'pickup' });
    await shop.graphql(APPLY, { id }, bearer(siti));
    await setPayment(shop, siti, id, 'free');
    shop.backend.db.prepare('UPDATE store_credit SET balance = 5000 WHERE customer_id = (SELECT entity_id FROM customers WHERE email = ?)').run(SITI.email);

    const { body } = await shop.graphql(PLACE_ORDER_WITH_TOTALS, { id }, bearer(siti));
    expect(body.data.placeOrder).toEqual({
      errors: [{ message: 'Unable to place order: You do not have enough store credit to complete this order.', code: 'UNABLE_TO_PLACE_ORDER' }],
      orderV2: null,
    });
    expect(await balanceOf(siti)).toBe(5000);
    const cart = await cartTotals(shop, siti, id);
    expect(cart.applied_store_credit?.applied_balance).toEqual(idr(5000));
    expect(cart.prices.grand_total.value).toBe(product.price - 5000);
  });

  it("keeps customers apart: each reads only their own credit and cannot spend it on another's cart", async () => {
    const [mine, theirs] = await Promise.all([storeCreditOf(demo), storeCreditOf(siti)]);
    expect(mine.current_balance).toEqual(idr(0));
    expect(theirs.current_balance).toEqual(idr(5000));
    expect(theirs.balance_history?.items.at(-1)?.date_time_changed).toBe('2025-05-11 14:02:00');

    const id = await freshCustomerCart(shop, demo, DEMO.email, product.sku, 1);
    for (const mutation of [APPLY, REMOVE]) {
      const { body } = await shop.graphql(mutation, { id }, bearer(siti));
      expect(body.errors).toEqual([expect.objectContaining({ message: `The current user cannot perform operations on cart "${id}"`, extensions: { category: 'graphql-authorization' } })]);
    }
    expect((await cartTotals(shop, demo, id)).applied_store_credit?.applied_balance).toEqual(idr(0));
  });

  it("refuses guests, guest carts, an empty balance, unknown and ordered carts with Adobe Commerce's messages", async () => {
    expect((await shop.graphql(STORE_CREDIT)).body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);

    const guestCart = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
    for (const mutation of [APPLY, REMOVE]) {
      const { body } = await shop.graphql(mutation, { id: guestCart });
      expect(body.errors[0]).toMatchObject({ message: 'Please specify a valid customer', extensions: { category: 'graphql-authorization' } });
    }
    expect((await shop.graphql('query ($id: String!) { cart(cart_id: $id) { applied_store_credit { applied_balance { value } } } }', { id: guestCart })).body.data.cart.applied_store_credit).toBeNull();
    const onGuestCart = await shop.graphql(APPLY, { id: guestCart }, bearer(siti));
    expect(onGuestCart.body.errors[0]).toMatchObject({ message: `The current user cannot perform operations on cart "${guestCart}"`, extensions: { category: 'graphql-authorization' } });

    const budi = await signIn(shop, BUDI);
    const budiCart = await freshCustomerCart(shop, budi, BUDI.email, product.sku, 1);
    expect((await shop.graphql(APPLY, { id: budiCart }, bearer(budi))).body.errors[0]).toMatchObject({ message: "You don't have enough store credit.", extensions: { category: 'graphql-input' } });
    expect(await storeCreditOf(budi)).toEqual({ enabled: true, current_balance: idr(0), balance_history: { total_count: 0, page_info: { current_page: 1, page_size: 20, total_pages: 0 }, items: [] } });

    expect((await shop.graphql(APPLY, { id: '' }, bearer(siti))).body.errors[0].message).toBe('Required parameter "cart_id" is missing');
    expect((await shop.graphql(APPLY, { id: 'nosuchcart' }, bearer(siti))).body.errors[0]).toMatchObject({ message: 'Could not find a cart with ID "nosuchcart"', extensions: { category: 'graphql-no-such-entity' } });
    const ordered = shop.backend.db.prepare('SELECT masked_id FROM quotes WHERE is_active = 0 AND reserved_order_id IS NOT NULL AND customer_id = (SELECT entity_id FROM customers WHERE email = ?)').pluck().get(DEMO.email) as string;
    expect((await shop.graphql(APPLY, { id: ordered }, bearer(demo))).body.errors[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
  });

  it('hides the balance and spends nothing while the merchant has store credit switched off', async () => {
    const db = shop.backend.db;
    const id = await freshCustomerCart(shop, siti, SITI.email, product.sku, 1);
    await shop.graphql(APPLY, { id }, bearer(siti));
    const setActive = (value: string) => db.prepare("UPDATE core_config SET value = ? WHERE path = 'customer/store_credit/active' AND scope_id = 0").run(value);
    setActive('0');
    try {
      expect(await storeCreditOf(siti)).toEqual({ enabled: false, current_balance: null, balance_history: null });
      const cart = await cartTotals(shop, siti, id);
      expect(cart.applied_store_credit).toEqual({ enabled: false, current_balance: null, applied_balance: idr(0) });
      expect(cart.prices.grand_total.value).toBe(product.price);
      expect((await shop.graphql(APPLY, { id }, bearer(siti))).body.errors[0]).toMatchObject({ message: 'You cannot add "credit" to the cart.', extensions: { category: 'graphql-input' } });
    } finally {
      setActive('1');
    }
  });
});
