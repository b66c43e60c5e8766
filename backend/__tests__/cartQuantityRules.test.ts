import { issueCustomerToken } from '../auth/tokens';
import { makeReady, PLACE_ORDER, setStock } from '../checkout/testCheckout';
import { configurableWithChild, stockedProduct, type StockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Whole units between the product's min and max sale quantity (Magento's stock item is_qty_decimal,
// min_sale_qty, max_sale_qty) at every place a quantity enters: addProductsToCart, the legacy adds,
// bundle selection quantities (uid and entered_options), updateCartItems, the wishlist, mergeCarts,
// and placeOrder / REST payment-information for a line stored before the rules existed.

const FEWEST = 'The fewest you may purchase is 1';
const MOST = 'The requested qty exceeds the maximum qty allowed in shopping cart';
const DECIMAL = 'You cannot use decimal quantity for this product.';
const NOT_POSITIVE = 'The product quantity should be greater than 0';

const uid = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const ITEMS = 'items { uid quantity product { sku } prices { price { value } } errors { code message } ... on BundleCartItem { bundle_options { values { quantity } } } }';
const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${ITEMS} } user_errors { code message } } }`;
const UPDATE = `mutation ($id: String!, $uid: ID!, $qty: Float!) { updateCartItems(input: {cart_id: $id, cart_items: [{cart_item_uid: $uid, quantity: $qty}]}) { cart { ${ITEMS} } } }`;
const CART = `query ($id: String!) { cart(cart_id: $id) { ${ITEMS} } }`;

interface CartLine {
  uid: string;
  quantity: number;
  product: { sku: string };
  prices: { price: { value: number } };
  errors: Array<{ code: string; message: string }> | null;
  bundle_options?: Array<{ values: Array<{ quantity: number }> }>;
}

/** A bundle with one required option whose first in-stock selection lets the shopper change its quantity. */
function bundleWithChangeableSelection(db: TestBackend['backend']['db']) {
  const rows = db
    .prepare(
      `SELECT p.sku, o.option_id, o.required, s.selection_id, s.can_change_qty, s.product_id FROM products p
       JOIN bundle_options o ON o.parent_id = p.entity_id
       JOIN bundle_selections s ON s.option_id = o.option_id AND s.selection_id = (
         SELECT s2.selection_id FROM bundle_selections s2 JOIN product_stock st ON st.product_id = s2.product_id AND st.is_in_stock = 1 AND st.qty >= 10
         WHERE s2.option_id = o.option_id ORDER BY s2.can_change_qty DESC, s2.position LIMIT 1)
       WHERE p.type_id = 'bundle' AND p.status = 1 AND o.required = 1 ORDER BY p.entity_id, o.position`,
    )
    .all() as Array<{ sku: string; option_id: number; selection_id: number; can_change_qty: number; product_id: number }>;
  const bySku = new Map<string, typeof rows>();
  for (const row of rows) bySku.set(row.sku, [...(bySku.get(row.sku) ?? []), row]);
  for (const [sku, options] of bySku) {
    const changeable = options.find((o) => o.can_change_qty === 1);
    if (!changeable) continue;
    const others = options.filter((o) => o !== changeable);
    return {
      sku,
      changeable,
      /** Selection uids for the required options, the changeable one with `qty`. */
      uids: (qty: number | string) => [uid(`bundle/${changeable.option_id}/${changeable.selection_id}/${qty}`), ...others.map((o) => uid(`bundle/${o.option_id}/${o.selection_id}/1`))],
      otherUids: others.map((o) => uid(`bundle/${o.option_id}/${o.selection_id}/1`)),
    };
  }
  throw new Error('The seed has no bundle with a required option whose selection quantity can change');
}

describe('cart quantity rules', () => {
  let shop: TestBackend;
  let product: StockedProduct;
  const db = () => shop.backend.db;

  beforeAll(async () => {
    shop = await startTestBackend();
    product = stockedProduct(db(), 'simple', 30);
    // Enough stock that only the sale quantity rules, not the stock, can refuse.
    setStock(db(), product.id, 50_000);
  }, 120_000);
  afterAll(() => shop.close());

  const newCart = async (headers?: Record<string, string>) => (await shop.graphql('mutation { createEmptyCart }', undefined, { headers })).body.data.createEmptyCart as string;
  const add = async (id: string, items: Array<Record<string, unknown>>) => {
    const { status, body } = await shop.graphql(ADD, { id, items });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return body.data.addProductsToCart as { cart: { items: CartLine[] }; user_errors: Array<{ code: string; message: string }> };
  };
  const lines = async (id: string) => (await shop.graphql(CART, { id })).body.data.cart.items as CartLine[];
  const inputError = (message: string) => [expect.objectContaining({ message, extensions: expect.objectContaining({ category: 'graphql-input' }) })];

  describe('addProductsToCart', () => {
    it.each([
      [0.01, 'INSUFFICIENT_STOCK', FEWEST],
      [0.5, 'INSUFFICIENT_STOCK', FEWEST],
      [1.5, 'UNDEFINED', DECIMAL],
      [2.0000000001, 'UNDEFINED', DECIMAL],
      [10_001, 'UNDEFINED', MOST],
      [2 ** 53, 'UNDEFINED', MOST],
      [1e308, 'UNDEFINED', MOST],
      [-1, 'UNDEFINED', NOT_POSITIVE],
    ])('refuses a quantity of %p with Magento\'s message and adds nothing', async (quantity, code, message) => {
      const id = await newCart();
      const { cart, user_errors } = await add(id, [{ sku: product.sku, quantity }]);
      expect(user_errors).toEqual([{ code, message }]);
      expect(cart.items).toEqual([]);
    });

    it('adds whole quantities up to the maximum, and refuses an add that takes the line past it', async () => {
      const id = await newCart();
      expect((await add(id, [{ sku: product.sku, quantity: 6000 }])).user_errors).toEqual([]);
      const again = await add(id, [{ sku: product.sku, quantity: 4001 }]);
      expect(again.user_errors).toEqual([{ code: 'UNDEFINED', message: MOST }]);
      expect(again.cart.items.map((line) => line.quantity)).toEqual([6000]);
      expect((await add(id, [{ sku: product.sku, quantity: 4000 }])).cart.items.map((line) => line.quantity)).toEqual([10_000]);
    });

    it('refuses a fractional quantity of a configurable product (the chosen child is not sold in decimals)', async () => {
      const configurable = configurableWithChild(db());
      const id = await newCart();
      const { cart, user_errors } = await add(id, [{ sku: configurable.parentSku, quantity: 1.25, selected_options: configurable.valueUids }]);
      expect(user_errors).toEqual([{ code: 'UNDEFINED', message: DECIMAL }]);
      expect(cart.items).toEqual([]);
    });

    it('a product sold in decimal quantities (is_qty_decimal) takes 1.5', async () => {
      const decimal = stockedProduct(db(), 'virtual', 5);
      db().prepare('UPDATE product_stock SET is_qty_decimal = 1 WHERE product_id = ?').run(decimal.id);
      try {
        const id = await newCart();
        const { cart, user_errors } = await add(id, [{ sku: decimal.sku, quantity: 1.5 }]);
        expect(user_errors).toEqual([]);
        expect(cart.items.map((line) => line.quantity)).toEqual([1.5]);
      } finally {
        db().prepare('UPDATE product_stock SET is_qty_decimal = 0 WHERE product_id = ?').run(decimal.id);
      }
    });
  });

  describe('bundle selection quantities', () => {
    it('refuses a fractional selection quantity in the selection uid, which used to cut the bundle price', async () => {
      const bundle = bundleWithChangeableSelection(db());
      const whole = await add(await newCart(), [{ sku: bundle.sku, quantity: 1, selected_options: bundle.uids(1) }]);
      expect(whole.user_errors).toEqual([]);
      for (const [qty, message] of [
        ['0.0001', FEWEST],
        ['1.5', DECIMAL],
        ['1e308', MOST],
      ]) {
        const id = await newCart();
        const refused = await add(id, [{ sku: bundle.sku, quantity: 2, selected_options: bundle.uids(qty) }]);
        expect(refused.user_errors).toEqual([{ code: message === FEWEST ? 'INSUFFICIENT_STOCK' : 'UNDEFINED', message }]);
        expect(refused.cart.items).toEqual([]);
      }
    });

    it('refuses a fractional number of bundles', async () => {
      const bundle = bundleWithChangeableSelection(db());
      for (const [quantity, message] of [
        [0.5, FEWEST],
        [1.5, DECIMAL],
      ] as const) {
        const refused = await add(await newCart(), [{ sku: bundle.sku, quantity, selected_options: bundle.uids(1) }]);
        expect(refused.user_errors).toEqual([{ code: message === FEWEST ? 'INSUFFICIENT_STOCK' : 'UNDEFINED', message }]);
      }
    });

    it('takes a selection quantity from entered_options (uid bundle/<option>/<selection>/<qty>, value the quantity), with the same rules', async () => {
      const bundle = bundleWithChangeableSelection(db());
      const entered = (value: string) => [{ uid: uid(`bundle/${bundle.changeable.option_id}/${bundle.changeable.selection_id}/1`), value }];
      const id = await newCart();
      const taken = await add(id, [{ sku: bundle.sku, quantity: 1, selected_options: bundle.otherUids, entered_options: entered('3') }]);
      expect(taken.user_errors).toEqual([]);
      expect(taken.cart.items[0].bundle_options?.flatMap((o) => o.values.map((v) => v.quantity))).toContain(3);
      for (const [value, message] of [
        ['0.25', FEWEST],
        ['2.5', DECIMAL],
        ['20000', MOST],
      ]) {
        const refused = await add(await newCart(), [{ sku: bundle.sku, quantity: 1, selected_options: bundle.otherUids, entered_options: entered(value) }]);
        expect(refused.user_errors).toEqual([{ code: message === FEWEST ? 'INSUFFICIENT_STOCK' : 'UNDEFINED', message }]);
        expect(refused.cart.items).toEqual([]);
      }
    });
  });

  describe('legacy add*ProductsToCart', () => {
    it('turn a refused quantity into a top-level graphql-input error and add nothing', async () => {
      const id = await newCart();
      const simple = await shop.graphql(
        'mutation ($id: String!, $sku: String!) { addSimpleProductsToCart(input: {cart_id: $id, cart_items: [{data: {sku: $sku, quantity: 0.5}}]}) { cart { items { quantity } } } }',
        { id, sku: product.sku },
      );
      expect(simple.body.errors).toEqual(inputError(FEWEST));
      const configurable = configurableWithChild(db());
      const legacyConfigurable = await shop.graphql(
        `mutation ($id: String!, $parent: String!, $child: String!) { addConfigurableProductsToCart(input: {cart_id: $id,
          cart_items: [{parent_sku: $parent, data: {sku: $child, quantity: 10001}}]}) { cart { items { quantity } } } }`,
        { id, parent: configurable.parentSku, child: configurable.childSku },
      );
      expect(legacyConfigurable.body.errors).toEqual(inputError(MOST));
      const bundle = bundleWithChangeableSelection(db());
      const others = bundle.otherUids.map((text) => Buffer.from(text, 'base64').toString().split('/'));
      const legacyBundle = await shop.graphql(
        `mutation ($id: String!, $sku: String!, $options: [BundleOptionInput!]!) { addBundleProductsToCart(input: {cart_id: $id,
          cart_items: [{data: {sku: $sku, quantity: 1}, bundle_options: $options}]}) { cart { items { quantity } } } }`,
        {
          id,
          sku: bundle.sku,
          options: [
            { id: bundle.changeable.option_id, quantity: 1.5, value: [String(bundle.changeable.selection_id)] },
            ...others.map(([, optionId, selectionId]) => ({ id: Number(optionId), quantity: 1, value: [selectionId] })),
          ],
        },
      );
      expect(legacyBundle.body.errors).toEqual(inputError(DECIMAL));
      expect(await lines(id)).toEqual([]);
    });
  });

  describe('updateCartItems', () => {
    it.each([
      [0.01, FEWEST],
      [1.5, DECIMAL],
      [10_001, MOST],
      [2 ** 53, MOST],
      [1e308, MOST],
    ])('refuses a new quantity of %p and leaves the line as it was', async (qty, message) => {
      const id = await newCart();
      const [line] = (await add(id, [{ sku: product.sku, quantity: 2 }])).cart.items;
      const { status, body } = await shop.graphql(UPDATE, { id, uid: line.uid, qty });
      expect(status).toBe(200);
      expect(body.errors).toEqual(inputError(message));
      expect((await lines(id)).map((l) => l.quantity)).toEqual([2]);
    });
  });

  describe('numbers that are not quantities', () => {
    it.each(['NaN', 'abc', '1,5', 'Infinity', ''])('a quantity variable of %p is a GraphQL input error, never a server error', async (qty) => {
      const id = await newCart();
      const { status, body } = await shop.graphql(ADD, { id, items: [{ sku: product.sku, quantity: qty }] });
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]?.message).toMatch(/Float cannot represent/);
      expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
      expect(await lines(id)).toEqual([]);
    });

    it('a quantity literal too big for a double (1e400) is refused with the maximum message', async () => {
      const id = await newCart();
      const literal = 'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1e400}]) { user_errors { code message } } }';
      const { status, body } = await shop.graphql(literal, { id, sku: product.sku });
      // graphql-js reads the literal as Infinity: above any maximum sale quantity.
      expect(status).toBe(200);
      expect(body.data.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message: MOST }]);
      expect(await lines(id)).toEqual([]);
    });
  });

  describe('wishlist', () => {
    let token: string;
    let wishlistId: string;
    let listed: { sku: string };
    const headers = () => ({ Authorization: `Bearer ${token}` });
    const WISH = `mutation ($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
      user_errors { code message } wishlist { items_v2 { items { id quantity product { sku } } } } } }`;
    const WISH_UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
      user_errors { code message } wishlist { items_v2 { items { id quantity } } } } }`;
    const TO_CART = `mutation ($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
      status add_wishlist_items_to_cart_user_errors { code message wishlistItemId } wishlist { items_v2 { items { id quantity } } } } }`;

    beforeAll(async () => {
      token = issueCustomerToken(db(), db().prepare("SELECT entity_id FROM customers WHERE email = 'dewi.lestari@example.com'").pluck().get() as number);
      wishlistId = (await shop.graphql('{ customer { wishlists { id } } }', {}, { headers: headers() })).body.data.customer.wishlists[0].id;
      // A wishlist lists only products visible in the catalogue.
      listed = db()
        .prepare(
          `SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
           WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.is_in_stock = 1 AND s.qty >= 5 ORDER BY p.entity_id LIMIT 1`,
        )
        .get() as { sku: string };
    });

    it('refuses a fractional or oversized wishlist quantity, on add and on update', async () => {
      const refused = await shop.graphql(WISH, { id: wishlistId, items: [{ sku: listed.sku, quantity: 1.5 }, { sku: listed.sku, quantity: 10_001 }] }, { headers: headers() });
      expect(refused.body.data.addProductsToWishlist.user_errors).toEqual([
        { code: 'UNDEFINED', message: DECIMAL },
        { code: 'UNDEFINED', message: MOST },
      ]);
      const added = await shop.graphql(WISH, { id: wishlistId, items: [{ sku: listed.sku, quantity: 2 }] }, { headers: headers() });
      const item = added.body.data.addProductsToWishlist.wishlist.items_v2.items.find((i: { product: { sku: string } }) => i.product.sku === listed.sku);
      expect(item.quantity).toBe(2);
      const update = await shop.graphql(WISH_UPDATE, { id: wishlistId, items: [{ wishlist_item_id: item.id, quantity: 2.5 }] }, { headers: headers() });
      expect(update.body.data.updateProductsInWishlist.user_errors).toEqual([{ code: 'UNDEFINED', message: DECIMAL }]);
      expect(update.body.data.updateProductsInWishlist.wishlist.items_v2.items.find((i: { id: string }) => i.id === item.id).quantity).toBe(2);
    });

    it('addWishlistItemsToCart refuses an item kept with a fractional quantity before the rules, and keeps it', async () => {
      const added = await shop.graphql(WISH, { id: wishlistId, items: [{ sku: listed.sku, quantity: 1 }] }, { headers: headers() });
      const item = added.body.data.addProductsToWishlist.wishlist.items_v2.items.find((i: { product: { sku: string } }) => i.product.sku === listed.sku);
      db().prepare('UPDATE wishlist_items SET qty = 0.5 WHERE wishlist_item_id = ?').run(Number(item.id));
      const { body } = await shop.graphql(TO_CART, { id: wishlistId, ids: [item.id] }, { headers: headers() });
      expect(body.errors).toBeUndefined();
      expect(body.data.addWishlistItemsToCart).toMatchObject({
        status: false,
        add_wishlist_items_to_cart_user_errors: [{ code: 'INSUFFICIENT_STOCK', message: FEWEST, wishlistItemId: item.id }],
      });
      const cart = await shop.graphql('{ customerCart { items { quantity } } }', {}, { headers: headers() });
      expect(cart.body.data.customerCart.items).toEqual([]);
    });
  });

  describe('mergeCarts', () => {
    const MERGE = 'mutation ($source: String!) { mergeCarts(source_cart_id: $source) { items { quantity product { sku } } } }';

    it("leaves out a guest line that is not a valid quantity on its own or added to the customer's line", async () => {
      const token = issueCustomerToken(db(), db().prepare("SELECT entity_id FROM customers WHERE email = 'siti.rahayu@example.com'").pluck().get() as number);
      const headers = { Authorization: `Bearer ${token}` };
      const customerCart = (await shop.graphql('{ customerCart { id } }', {}, { headers })).body.data.customerCart.id as string;
      await shop.graphql(ADD, { id: customerCart, items: [{ sku: product.sku, quantity: 6000 }] }, { headers });

      const oversized = await newCart();
      await add(oversized, [{ sku: product.sku, quantity: 6000 }]);
      const merged = await shop.graphql(MERGE, { source: oversized }, { headers });
      expect(merged.body.errors).toBeUndefined();
      expect(merged.body.data.mergeCarts.items).toEqual([{ quantity: 6000, product: { sku: product.sku } }]);

      const other = stockedProduct(db(), 'virtual', 5);
      const fractional = await newCart();
      await add(fractional, [{ sku: other.sku, quantity: 1 }]);
      db().prepare('UPDATE quote_items SET qty = 0.01 WHERE quote_id = (SELECT quote_id FROM quotes WHERE masked_id = ?)').run(fractional);
      const again = await shop.graphql(MERGE, { source: fractional }, { headers });
      expect(again.body.errors).toBeUndefined();
      expect(again.body.data.mergeCarts.items).toEqual([{ quantity: 6000, product: { sku: product.sku } }]);
    });
  });

  describe('a line stored before the rules (0.01 of a product)', () => {
    async function legacyCart(qty: number) {
      const id = await newCart();
      await add(id, [{ sku: product.sku, quantity: 1 }]);
      await makeReady(shop.graphql, id);
      db().prepare('UPDATE quote_items SET qty = ? WHERE quote_id = (SELECT quote_id FROM quotes WHERE masked_id = ?)').run(qty, id);
      return id;
    }
    const stockOf = () => db().prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(product.id) as number;

    it('shows the quantity error on the cart item', async () => {
      const id = await legacyCart(0.01);
      expect((await lines(id))[0].errors).toEqual([{ code: 'ITEM_QTY', message: FEWEST }]);
    });

    it('placeOrder refuses it: no order, stock untouched, cart still active', async () => {
      const id = await legacyCart(0.01);
      const before = stockOf();
      const { body } = await shop.graphql(PLACE_ORDER, { id });
      expect(body.data.placeOrder).toEqual({ order: null, errors: [{ message: `Unable to place order: ${FEWEST}`, code: 'UNABLE_TO_PLACE_ORDER' }] });
      expect(stockOf()).toBe(before);
      expect(db().prepare('SELECT is_active FROM quotes WHERE masked_id = ?').pluck().get(id)).toBe(1);
    });

    it('REST payment-information refuses it with a 400 and the same message', async () => {
      const id = await legacyCart(2.5);
      const before = stockOf();
      const response = await fetch(`${shop.url}/rest/V1/guest-carts/${id}/payment-information`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'budi@example.com', paymentMethod: { method: 'banktransfer' } }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: `Unable to place order: ${DECIMAL}` });
      expect(stockOf()).toBe(before);
    });
  });

  describe('database', () => {
    it('every seeded stock row is sold in whole units (is_qty_decimal 0) between 1 and 10000', () => {
      const rules = db().prepare('SELECT is_qty_decimal, min_sale_qty, max_sale_qty, COUNT(*) AS n FROM product_stock GROUP BY 1, 2, 3').all();
      expect(rules).toEqual([{ is_qty_decimal: 0, min_sale_qty: 1, max_sale_qty: 10000, n: expect.any(Number) }]);
    });

    it('an order of whole units writes whole numbers: order item quantity, row total, stock', async () => {
      const id = await newCart();
      await add(id, [{ sku: product.sku, quantity: 3 }]);
      await makeReady(shop.graphql, id);
      const before = db().prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(product.id) as number;
      const { body } = await shop.graphql(PLACE_ORDER, { id });
      const number = body.data.placeOrder.order.order_number as string;
      const item = db()
        .prepare('SELECT i.qty_ordered, i.price, i.row_total, o.total_qty_ordered FROM sales_order_items i JOIN sales_orders o ON o.entity_id = i.order_id WHERE o.increment_id = ?')
        .get(number) as { qty_ordered: number; price: number; row_total: number; total_qty_ordered: number };
      expect(item.qty_ordered).toBe(3);
      expect(item.total_qty_ordered).toBe(3);
      expect(item.row_total).toBe(item.price * 3);
      expect(Number.isInteger(item.row_total)).toBe(true);
      const after = db().prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(product.id) as number;
      expect(after).toBe(before - 3);
      expect(Number.isInteger(after)).toBe(true);
    });
  });
});
