import { issueCustomerToken } from '../auth/tokens';
import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const CART = `id total_quantity items { uid id quantity product { sku } } prices { grand_total { value currency } }`;
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART} } user_errors { message } } }`;
const UPDATE = `mutation ($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART} } } }`;
const REMOVE = `mutation ($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART} } } }`;
const MERGE = `mutation ($source: String!, $destination: String) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ${CART} } }`;
const READ = `query ($cartId: String!) { cart(cart_id: $cartId) { ${CART} } }`;

interface CartAnswer {
  id: string;
  total_quantity: number;
  items: Array<{ uid: string; id: string; quantity: number; product: { sku: string } }>;
  prices: { grand_total: { value: number; currency: string } };
}

describe('cart editing, ownership and mergeCarts (through the GraphQL envelope)', () => {
  let shop: TestBackend;
  let customerId: number;
  let otherCustomerId: number;
  beforeAll(async () => {
    shop = await startTestBackend();
    customerId = shop.backend.db.prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
    otherCustomerId = shop.backend.db.prepare('SELECT entity_id FROM customers WHERE entity_id <> ? ORDER BY entity_id LIMIT 1').pluck().get(customerId) as number;
  }, 120_000);
  afterAll(() => shop.close());

  const bearer = (id: number) => ({ Authorization: `Bearer ${issueCustomerToken(shop.backend.db, id)}` });
  const newCart = async (headers?: Record<string, string>) => (await shop.graphql('mutation { createEmptyCart }', undefined, { headers })).body.data.createEmptyCart as string;
  async function cartWith(lines: Array<{ sku: string; quantity: number }>, headers?: Record<string, string>): Promise<CartAnswer> {
    const cartId = await newCart(headers);
    const { body } = await shop.graphql(ADD, { cartId, items: lines }, { headers });
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    return body.data.addProductsToCart.cart;
  }
  const update = (cartId: string, items: unknown[], headers?: Record<string, string>) => shop.graphql(UPDATE, { input: { cart_id: cartId, cart_items: items } }, { headers });
  const remove = (input: Record<string, unknown>, headers?: Record<string, string>) => shop.graphql(REMOVE, { input }, { headers });
  const stockOf = (productId: number) => shop.backend.db.prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(productId) as number;

  describe('updateCartItems', () => {
    it('sets a line to the new quantity by cart_item_uid, and the totals follow', async () => {
      const product = stockedProduct(shop.backend.db, 'simple', 5);
      const cart = await cartWith([{ sku: product.sku, quantity: 1 }]);
      const unit = cart.prices.grand_total.value;
      const { body } = await update(cart.id, [{ cart_item_uid: cart.items[0].uid, quantity: 3 }]);
      expect(body.errors).toBeUndefined();
      const updated: CartAnswer = body.data.updateCartItems.cart;
      expect(updated.items).toHaveLength(1);
      expect(updated.items[0].quantity).toBe(3);
      expect(updated.total_quantity).toBe(3);
      expect(updated.prices.grand_total.value).toBeCloseTo(unit * 3);
    });

    it('accepts the deprecated numeric cart_item_id', async () => {
      const cart = await cartWith([{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 }]);
      const { body } = await update(cart.id, [{ cart_item_id: Number(cart.items[0].id), quantity: 2 }]);
      expect(body.data.updateCartItems.cart.items[0].quantity).toBe(2);
    });

    it('removes the line when the quantity is 0 and keeps the others', async () => {
      const db = shop.backend.db;
      const first = stockedProduct(db, 'simple');
      const second = stockedProduct(db, 'virtual');
      const cart = await cartWith([{ sku: first.sku, quantity: 1 }, { sku: second.sku, quantity: 2 }]);
      const line = cart.items.find((i) => i.product.sku === first.sku)!;
      const { body } = await update(cart.id, [{ cart_item_uid: line.uid, quantity: 0 }]);
      expect(body.data.updateCartItems.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([second.sku]);
      expect(body.data.updateCartItems.cart.total_quantity).toBe(2);
    });

    it('refuses more than the stock with Magento\'s message and leaves the cart unchanged', async () => {
      const product = stockedProduct(shop.backend.db, 'simple', 2);
      const cart = await cartWith([{ sku: product.sku, quantity: 1 }]);
      const { status, body } = await update(cart.id, [{ cart_item_uid: cart.items[0].uid, quantity: stockOf(product.id) + 1 }]);
      expect(status).toBe(200);
      expect(body.data.updateCartItems).toBeNull();
      expect(body.errors[0]).toMatchObject({ message: 'The requested qty is not available', extensions: { category: 'graphql-input' }, path: ['updateCartItems'] });
      const read = await shop.graphql(READ, { cartId: cart.id });
      expect(read.body.data.cart.items[0].quantity).toBe(1);
    });

    it('allows exactly the units in stock', async () => {
      const product = stockedProduct(shop.backend.db, 'simple', 2);
      const cart = await cartWith([{ sku: product.sku, quantity: 1 }]);
      const { body } = await update(cart.id, [{ cart_item_uid: cart.items[0].uid, quantity: stockOf(product.id) }]);
      expect(body.errors).toBeUndefined();
      expect(body.data.updateCartItems.cart.items[0].quantity).toBe(stockOf(product.id));
    });

    it('names an unknown item with Magento\'s message, and changes nothing when one line of several fails', async () => {
      const cart = await cartWith([{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 }]);
      const missing = Buffer.from('99999999').toString('base64');
      const { body } = await update(cart.id, [{ cart_item_uid: cart.items[0].uid, quantity: 2 }, { cart_item_uid: missing, quantity: 1 }]);
      expect(body.errors[0]).toMatchObject({ message: 'Could not find cart item with id: 99999999.', extensions: { category: 'graphql-no-such-entity' } });
      expect((await shop.graphql(READ, { cartId: cart.id })).body.data.cart.items[0].quantity).toBe(1);
    });

    it('does not touch an item of another cart', async () => {
      const product = stockedProduct(shop.backend.db, 'simple');
      const mine = await cartWith([{ sku: product.sku, quantity: 1 }]);
      const theirs = await cartWith([{ sku: product.sku, quantity: 1 }]);
      const { body } = await update(mine.id, [{ cart_item_uid: theirs.items[0].uid, quantity: 0 }]);
      expect(body.errors[0].message).toBe(`Could not find cart item with id: ${theirs.items[0].id}.`);
      expect((await shop.graphql(READ, { cartId: theirs.id })).body.data.cart.items).toHaveLength(1);
    });

    it('asks for the missing quantity', async () => {
      const cart = await cartWith([{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 }]);
      const { body } = await update(cart.id, [{ cart_item_uid: cart.items[0].uid }]);
      expect(body.errors[0].message).toBe('Required parameter "quantity" for "cart_items" is missing.');
    });
  });

  describe('removeItemFromCart', () => {
    it('removes the line; the emptied cart lives on', async () => {
      const cart = await cartWith([{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 2 }]);
      const { body } = await remove({ cart_id: cart.id, cart_item_uid: cart.items[0].uid });
      expect(body.errors).toBeUndefined();
      expect(body.data.removeItemFromCart.cart).toMatchObject({ id: cart.id, items: [], total_quantity: 0, prices: { grand_total: { value: 0 } } });
      expect((await shop.graphql(READ, { cartId: cart.id })).body.data.cart.items).toEqual([]);
    });

    it('accepts cart_item_id and refuses an item the cart does not hold', async () => {
      const cart = await cartWith([{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 }]);
      const gone = await remove({ cart_id: cart.id, cart_item_id: Number(cart.items[0].id) });
      expect(gone.body.data.removeItemFromCart.cart.items).toEqual([]);
      const again = await remove({ cart_id: cart.id, cart_item_id: Number(cart.items[0].id) });
      expect(again.body.errors[0]).toMatchObject({ message: `Cart doesn't contain the ${cart.items[0].id} item.`, extensions: { category: 'graphql-no-such-entity' } });
    });
  });

  describe('ownership and inactive carts', () => {
    it("refuses a customer's cart to a guest and to another customer, for every cart operation", async () => {
      const product = stockedProduct(shop.backend.db, 'simple');
      const cart = await cartWith([{ sku: product.sku, quantity: 1 }], bearer(customerId));
      const uid = cart.items[0].uid;
      const denied = `The current user cannot perform operations on cart "${cart.id}"`;
      const operations: Array<[string, Record<string, unknown>]> = [
        [READ, { cartId: cart.id }],
        [UPDATE, { input: { cart_id: cart.id, cart_items: [{ cart_item_uid: uid, quantity: 2 }] } }],
        [REMOVE, { input: { cart_id: cart.id, cart_item_uid: uid } }],
        ['mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "HEMAT10" }) { cart { id } } }', { id: cart.id }],
        ['mutation ($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { id } } }', { id: cart.id }],
      ];
      for (const headers of [undefined, bearer(otherCustomerId)]) {
        for (const [query, variables] of operations) {
          const { body } = await shop.graphql(query, variables, { headers });
          expect(body.errors?.[0]).toMatchObject({ message: denied, extensions: { category: 'graphql-authorization' } });
        }
      }
      // The owner still can, and nothing above changed the cart.
      const own = await shop.graphql(READ, { cartId: cart.id }, { headers: bearer(customerId) });
      expect(own.body.data.cart.items[0].quantity).toBe(1);
    });

    it("answers an inactive cart with \"The cart isn't active.\"", async () => {
      const cart = await cartWith([{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 }]);
      shop.backend.db.prepare('UPDATE quotes SET is_active = 0 WHERE masked_id = ?').run(cart.id);
      const { body } = await update(cart.id, [{ cart_item_uid: cart.items[0].uid, quantity: 2 }]);
      expect(body.errors[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
    });
  });

  describe('mergeCarts', () => {
    it('folds the guest cart into the customer cart, adding equal lines, and retires the guest cart', async () => {
      const db = shop.backend.db;
      const shared = stockedProduct(db, 'simple', 5);
      const guestOnly = stockedProduct(db, 'virtual', 5);
      const headers = bearer(customerId);
      const current: CartAnswer = (await shop.graphql(`{ customerCart { ${CART} } }`, undefined, { headers })).body.data.customerCart;
      const customerCart = current.id;
      // Start from an empty customer cart (earlier tests put things in it).
      if (current.items.length) await shop.graphql(UPDATE, { input: { cart_id: customerCart, cart_items: current.items.map((i) => ({ cart_item_uid: i.uid, quantity: 0 })) } }, { headers });
      await shop.graphql(ADD, { cartId: customerCart, items: [{ sku: shared.sku, quantity: 1 }] }, { headers });
      const guest = await cartWith([{ sku: shared.sku, quantity: 2 }, { sku: guestOnly.sku, quantity: 1 }]);

      const { body } = await shop.graphql(MERGE, { source: guest.id, destination: customerCart }, { headers });
      expect(body.errors).toBeUndefined();
      const merged: CartAnswer = body.data.mergeCarts;
      expect(merged.id).toBe(customerCart);
      const bySku = Object.fromEntries(merged.items.map((i) => [i.product.sku, i.quantity]));
      expect(bySku).toEqual({ [shared.sku]: 3, [guestOnly.sku]: 1 });
      expect(merged.total_quantity).toBe(4);

      // The guest cart is never usable again, by anyone.
      for (const query of [READ, ADD]) {
        const again = await shop.graphql(query, { cartId: guest.id, items: [{ sku: shared.sku, quantity: 1 }] });
        expect(again.body.errors[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
      }
      const twice = await shop.graphql(MERGE, { source: guest.id, destination: customerCart }, { headers });
      expect(twice.body.errors[0].message).toBe("The cart isn't active.");
    });

    it("merges into the customer's active cart when no destination is given", async () => {
      const product = stockedProduct(shop.backend.db, 'simple');
      const headers = bearer(customerId);
      const guest = await cartWith([{ sku: product.sku, quantity: 1 }]);
      const { body } = await shop.graphql(MERGE, { source: guest.id }, { headers });
      expect(body.errors).toBeUndefined();
      const customerCart = (await shop.graphql('{ customerCart { id } }', undefined, { headers })).body.data.customerCart.id;
      expect(body.data.mergeCarts.id).toBe(customerCart);
      expect(body.data.mergeCarts.items.some((i: { product: { sku: string } }) => i.product.sku === product.sku)).toBe(true);
    });

    it('needs a customer token', async () => {
      const guest = await cartWith([{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 }]);
      const { body } = await shop.graphql(MERGE, { source: guest.id });
      expect(body.errors[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
      expect((await shop.graphql(READ, { cartId: guest.id })).body.data.cart.items).toHaveLength(1);
    });

    it("refuses another customer's cart as the source, and leaves it active", async () => {
      const other = await cartWith([{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 }], bearer(otherCustomerId));
      const { body } = await shop.graphql(MERGE, { source: other.id }, { headers: bearer(customerId) });
      expect(body.errors[0]).toMatchObject({ message: `The current user cannot perform operations on cart "${other.id}"`, extensions: { category: 'graphql-authorization' } });
      const still = await shop.graphql(READ, { cartId: other.id }, { headers: bearer(otherCustomerId) });
      expect(still.body.data.cart.items).toHaveLength(1);
    });

    it("refuses another customer's cart as the destination", async () => {
      const other = await newCart(bearer(otherCustomerId));
      const guest = await cartWith([{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 }]);
      const { body } = await shop.graphql(MERGE, { source: guest.id, destination: other }, { headers: bearer(customerId) });
      expect(body.errors[0].message).toBe(`The current user cannot perform operations on cart "${other}"`);
      expect((await shop.graphql(READ, { cartId: guest.id })).body.data.cart.items).toHaveLength(1);
    });
  });
});
