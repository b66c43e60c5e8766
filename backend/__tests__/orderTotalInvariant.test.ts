import { issueCustomerToken } from '../auth/tokens';
import { makeReady, PLACE_ORDER, setStock } from '../checkout/testCheckout';
import { bearer, BUDI, DEMO, setPayment, shipTo } from '../test/loyaltyFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// The money invariant, checked on every order placed while the known attacks (fractional,
// oversized and not-a-number quantities through every entry point) and random quantities are
// tried: an order never costs less than what its goods cost at catalogue prices, less its
// discount, reward points and store credit. Goods are counted in whole units (a warehouse ships
// 1 lipstick, never 0.01 of one), each at no less than its catalogue minimum price.

const uid = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const ADD = 'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { items { uid } } user_errors { message } } }';
const UPDATE = 'mutation ($id: String!, $uid: ID!, $qty: Float!) { updateCartItems(input: {cart_id: $id, cart_items: [{cart_item_uid: $uid, quantity: $qty}]}) { cart { id } } }';
const MIN_PRICES = 'query ($skus: [String!]!) { products(filter: {sku: {in: $skus}}, pageSize: 100) { items { sku price_range { minimum_price { final_price { value } } } } } }';

/** A small deterministic generator (mulberry32), so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface OrderRow {
  entity_id: number;
  quote_id: number;
  grand_total: number;
  discount_amount: number;
  reward_currency_amount: number;
  store_credit_used: number;
}

describe('order total invariant', () => {
  let shop: TestBackend;
  let firstOrderId: number;
  let simple: { id: number; sku: string; price: number };
  let bundleAttack: { sku: string; uids: (qty: string) => string[]; others: string[]; optionId: number; selectionId: number };
  const db = () => shop.backend.db;
  /** Masked ids of the carts an attack built: none of them may become an order. */
  const attackCarts: string[] = [];

  const newCart = async () => (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
  const add = (id: string, items: Array<Record<string, unknown>>, headers?: Record<string, string>) => shop.graphql(ADD, { id, items }, { headers });
  const place = (id: string) => shop.graphql(PLACE_ORDER, { id });
  const restPlace = (id: string) =>
    fetch(`${shop.url}/rest/V1/guest-carts/${id}/payment-information`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'budi@example.com', paymentMethod: { method: 'banktransfer' } }),
    });
  const quoteOf = (masked: string) => db().prepare('SELECT quote_id FROM quotes WHERE masked_id = ?').pluck().get(masked) as number;
  const orderOf = (masked: string) => db().prepare('SELECT entity_id FROM sales_orders WHERE quote_id = ?').pluck().get(quoteOf(masked)) as number | undefined;

  /** Email, address, shipping and payment on the cart; a cart left empty by a refusal cannot take them, and is not ready. */
  const tryReady = (id: string) => makeReady(shop.graphql, id).catch(() => undefined);

  /** A guest cart, made ready to order, holding what `fill` put in it; remembered as an attack. */
  async function attackCart(fill: (id: string) => Promise<unknown>): Promise<string> {
    const id = await newCart();
    attackCarts.push(id);
    await fill(id);
    await tryReady(id);
    return id;
  }

  /**
   * A bundle configuration priced at exactly the bundle's catalogue minimum, one of whose selections
   * lets the shopper change its quantity: a fraction of that selection would price the bundle below
   * its minimum.
   */
  async function cheapestChangeableBundle() {
    const bundles = db().prepare("SELECT entity_id, sku FROM products WHERE type_id = 'bundle' AND status = 1 ORDER BY entity_id").all() as Array<{ entity_id: number; sku: string }>;
    for (const bundle of bundles) {
      const options = db().prepare('SELECT option_id FROM bundle_options WHERE parent_id = ? AND required = 1 ORDER BY position').pluck().all(bundle.entity_id) as number[];
      const selections = options.map(
        (optionId) =>
          db()
            .prepare('SELECT selection_id, can_change_qty FROM bundle_selections WHERE option_id = ? ORDER BY position')
            .all(optionId) as Array<{ selection_id: number; can_change_qty: number }>,
      );
      const min = (await shop.graphql(MIN_PRICES, { skus: [bundle.sku] })).body.data.products.items[0]?.price_range.minimum_price.final_price.value as number;
      for (const [index, optionId] of options.entries()) {
        for (const selection of selections[index].filter((s) => s.can_change_qty === 1)) {
          const others = options.flatMap((other, j) => (j === index ? [] : [uid(`bundle/${other}/${selections[j][0].selection_id}/1`)]));
          const uids = (qty: string) => [uid(`bundle/${optionId}/${selection.selection_id}/${qty}`), ...others];
          const probe = await newCart();
          const { body } = await shop.graphql(
            `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { items { prices { price { value } } } } } }`,
            { id: probe, items: [{ sku: bundle.sku, quantity: 1, selected_options: uids('1') }] },
          );
          if (body.data.addProductsToCart.cart.items[0]?.prices.price.value === min) return { sku: bundle.sku, uids, others, optionId, selectionId: selection.selection_id };
        }
      }
    }
    throw new Error('The seed has no bundle priced at its minimum with a changeable selection quantity');
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    firstOrderId = ((db().prepare('SELECT MAX(entity_id) FROM sales_orders').pluck().get() as number | null) ?? 0) + 1;
    simple = db()
      .prepare(
        `SELECT p.entity_id AS id, p.sku, p.price FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.is_in_stock = 1 AND p.price >= 100000 ORDER BY p.entity_id LIMIT 1`,
      )
      .get() as typeof simple;
    setStock(db(), simple.id, 100_000);
    bundleAttack = await cheapestChangeableBundle();
  }, 120_000);
  afterAll(() => shop.close());

  it('refuses every known quantity attack: no order from any of them', async () => {
    // 0.01 of a product, then placeOrder.
    await place(await attackCart((id) => add(id, [{ sku: simple.sku, quantity: 0.01 }])));
    // 1 added, updated to 0.01 (refused: the line keeps its 1), then REST payment-information orders that 1.
    const updated = await newCart();
    const { body: addedOne } = await add(updated, [{ sku: simple.sku, quantity: 1 }]);
    await shop.graphql(UPDATE, { id: updated, uid: addedOne.data.addProductsToCart.cart.items[0].uid, qty: 0.01 });
    await tryReady(updated);
    await restPlace(updated);
    // A bundle selection of 0.0001 in its uid, and in entered_options.
    await place(await attackCart((id) => add(id, [{ sku: bundleAttack.sku, quantity: 1, selected_options: bundleAttack.uids('0.0001') }])));
    await place(
      await attackCart((id) =>
        add(id, [
          {
            sku: bundleAttack.sku,
            quantity: 1,
            selected_options: bundleAttack.others,
            entered_options: [{ uid: uid(`bundle/${bundleAttack.optionId}/${bundleAttack.selectionId}/1`), value: '0.0001' }],
          },
        ]),
      ),
    );
    // The legacy adds.
    await place(
      await attackCart((id) =>
        shop.graphql('mutation ($id: String!, $sku: String!) { addSimpleProductsToCart(input: {cart_id: $id, cart_items: [{data: {sku: $sku, quantity: 0.01}}]}) { cart { id } } }', {
          id,
          sku: simple.sku,
        }),
      ),
    );
    await place(
      await attackCart((id) => {
        const options = [bundleAttack.uids('0.0001')[0], ...bundleAttack.others].map((text) => Buffer.from(text, 'base64').toString().split('/'));
        return shop.graphql(
          `mutation ($id: String!, $sku: String!, $options: [BundleOptionInput!]!) { addBundleProductsToCart(input: {cart_id: $id,
            cart_items: [{data: {sku: $sku, quantity: 1}, bundle_options: $options}]}) { cart { id } } }`,
          { id, sku: bundleAttack.sku, options: options.map(([, optionId, selectionId, qty]) => ({ id: Number(optionId), quantity: Number(qty), value: [selectionId] })) },
        );
      }),
    );
    // Huge and not-a-number quantities.
    for (const quantity of [1e308, 2 ** 53, 10_001, 'NaN', '1e400', -1]) await place(await attackCart((id) => add(id, [{ sku: simple.sku, quantity }])));
    // A line stored before the rules existed.
    const legacy = await attackCart((id) => add(id, [{ sku: simple.sku, quantity: 1 }]));
    db().prepare('UPDATE quote_items SET qty = 0.01 WHERE quote_id = ?').run(quoteOf(legacy));
    await place(legacy);
    await restPlace(legacy);

    // Signed in (a customer with an empty wishlist): a wishlist quantity of 0.01, and a guest cart with a 0.01 line merged in.
    const token = issueCustomerToken(db(), db().prepare('SELECT entity_id FROM customers WHERE email = ?').pluck().get(BUDI.email) as number);
    const wishlistId = (await shop.graphql('{ customer { wishlists { id } } }', {}, bearer(token))).body.data.customer.wishlists[0].id;
    const wish = (quantity: number) =>
      shop.graphql(
        'mutation ($id: ID!, $sku: String!, $q: Float!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{sku: $sku, quantity: $q}]) { user_errors { message } } }',
        { id: wishlistId, sku: simple.sku, q: quantity },
        bearer(token),
      );
    await wish(0.01);
    // And one kept from before the rules.
    await wish(1);
    db().prepare('UPDATE wishlist_items SET qty = 0.01 WHERE product_id = ?').run(simple.id);
    await shop.graphql('mutation ($id: ID!) { addWishlistItemsToCart(wishlistId: $id) { status } }', { id: wishlistId }, bearer(token));
    const guest = await newCart();
    await add(guest, [{ sku: simple.sku, quantity: 1 }]);
    db().prepare('UPDATE quote_items SET qty = 0.01 WHERE quote_id = ?').run(quoteOf(guest));
    const merged = (await shop.graphql('mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }', { s: guest }, bearer(token))).body.data.mergeCarts.id as string;
    attackCarts.push(merged);
    // Both refused, the customer's cart is empty and takes no shipping method: placing it must fail too.
    await shipTo(shop, token, merged).catch(() => undefined);
    await setPayment(shop, token, merged, 'banktransfer');
    await shop.graphql(PLACE_ORDER, { id: merged }, bearer(token));

    expect(attackCarts.filter((id) => orderOf(id) !== undefined)).toEqual([]);
    expect(db().prepare('SELECT qty_ordered FROM sales_order_items WHERE order_id = ?').pluck().all(orderOf(updated))).toEqual([1]);
  }, 120_000);

  it('places random whole quantities and refuses the others', async () => {
    const next = random(20_250_614);
    const kinds = [
      () => 1 + Math.floor(next() * 4),
      () => Math.round(next() * 500) / 100,
      () => Math.floor(next() * 5) + 1e-10,
      () => 10_001 + Math.floor(next() * 1e6),
      () => next() * 1e-6,
    ];
    const outcomes: Array<{ quantity: number; viaUpdate: boolean; ordered: number | null; expected: number | null }> = [];
    for (let run = 0; run < 20; run += 1) {
      const quantity = kinds[Math.floor(next() * kinds.length)]();
      const viaUpdate = next() < 0.5;
      const id = await newCart();
      if (viaUpdate) {
        const { body } = await add(id, [{ sku: simple.sku, quantity: 1 }]);
        await shop.graphql(UPDATE, { id, uid: body.data.addProductsToCart.cart.items[0].uid, qty: quantity });
      } else {
        await add(id, [{ sku: simple.sku, quantity }]);
      }
      await tryReady(id);
      await (next() < 0.5 ? place(id) : restPlace(id));
      const whole = Number.isInteger(quantity) && quantity >= 1 && quantity <= 10_000;
      const order = orderOf(id);
      const ordered = order === undefined ? null : (db().prepare('SELECT qty_ordered FROM sales_order_items WHERE order_id = ?').pluck().get(order) as number);
      // Through updateCartItems a refused quantity leaves the 1 unit that was added.
      outcomes.push({ quantity, viaUpdate, ordered, expected: whole ? quantity : viaUpdate ? 1 : null });
    }
    expect(outcomes.filter((o) => o.ordered !== o.expected)).toEqual([]);
    expect(outcomes.filter((o) => o.ordered !== null).length).toBeGreaterThan(3);
  }, 180_000);

  it('a signed-in order with a coupon, reward points and store credit still pays for its whole units', async () => {
    const token = issueCustomerToken(db(), db().prepare('SELECT entity_id FROM customers WHERE email = ?').pluck().get(DEMO.email) as number);
    db().prepare('UPDATE quotes SET is_active = 0 WHERE is_active = 1 AND customer_id = (SELECT entity_id FROM customers WHERE email = ?)').run(DEMO.email);
    const id = (await shop.graphql('{ customerCart { id } }', undefined, bearer(token))).body.data.customerCart.id as string;
    const items = [
      { sku: simple.sku, quantity: 2 },
      { sku: bundleAttack.sku, quantity: 1, selected_options: bundleAttack.uids('2') },
    ];
    expect((await add(id, items, bearer(token).headers)).body.data.addProductsToCart.user_errors).toEqual([]);
    await shop.graphql('mutation ($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "HEMAT10"}) { cart { id } } }', { id }, bearer(token));
    await shop.graphql('mutation ($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { id } } }', { id }, bearer(token));
    await shop.graphql('mutation ($id: String!) { applyStoreCreditToCart(input: {cart_id: $id}) { cart { id } } }', { id }, bearer(token));
    await shipTo(shop, token, id);
    await setPayment(shop, token, id, 'banktransfer');
    const { body } = await shop.graphql(PLACE_ORDER, { id }, bearer(token));
    expect(body.data.placeOrder.errors).toEqual([]);
  });

  it('every order placed above costs at least its whole units at catalogue minimum prices, less discount, points and credit', async () => {
    const orders = db()
      .prepare('SELECT entity_id, quote_id, grand_total, discount_amount, reward_currency_amount, store_credit_used FROM sales_orders WHERE entity_id >= ?')
      .all(firstOrderId) as OrderRow[];
    expect(orders.length).toBeGreaterThan(5);
    const items = db().prepare('SELECT order_id, sku, parent_sku, qty_ordered FROM sales_order_items WHERE order_id >= ?').all(firstOrderId) as Array<{
      order_id: number;
      sku: string;
      parent_sku: string | null;
      qty_ordered: number;
    }>;
    // A configurable line is priced at no less than its parent's minimum (its cheapest variant).
    const skus = [...new Set(items.map((item) => item.parent_sku ?? item.sku))];
    const { body } = await shop.graphql(MIN_PRICES, { skus });
    type Priced = { sku: string; price_range: { minimum_price: { final_price: { value: number } } } };
    const minimum = new Map<string, number>(body.data.products.items.map((p: Priced) => [p.sku, p.price_range.minimum_price.final_price.value]));
    const belowFloor = orders.flatMap((order) => {
      const lines = items.filter((item) => item.order_id === order.entity_id);
      const goods = lines.reduce((sum, line) => sum + Math.ceil(line.qty_ordered) * (minimum.get(line.parent_sku ?? line.sku) as number), 0);
      const floor = goods - Math.abs(order.discount_amount) - order.reward_currency_amount - order.store_credit_used;
      return order.grand_total >= floor - 0.005 ? [] : [{ order: order.entity_id, grandTotal: order.grand_total, atLeast: floor }];
    });
    expect(belowFloor).toEqual([]);
    // And every quantity ordered is whole (none of these products is sold in decimals).
    expect(items.filter((item) => !Number.isInteger(item.qty_ordered))).toEqual([]);
  });
});
