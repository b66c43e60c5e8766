import { issueCustomerToken } from '../auth/tokens';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const CREATE = 'mutation { createEmptyCart }';
const CART = 'query ($id: String!) { cart(cart_id: $id) { id email total_quantity is_virtual } }';

describe('cart: create and read (Magento GetCartForUser rules)', () => {
  let shop: TestBackend;
  let demoToken: string;
  let otherToken: string;
  beforeAll(async () => {
    shop = await startTestBackend();
    const ids = shop.backend.db.prepare('SELECT entity_id FROM customers ORDER BY entity_id LIMIT 2').pluck().all() as number[];
    demoToken = issueCustomerToken(shop.backend.db, ids[0]);
    otherToken = issueCustomerToken(shop.backend.db, ids[1]);
  }, 120_000);
  afterAll(() => shop.close());
  const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

  it('creates a guest cart with a 32-character masked id that reads back empty', async () => {
    const created = await shop.graphql(CREATE);
    const id = created.body.data.createEmptyCart;
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const { body } = await shop.graphql(CART, { id });
    expect(body.data.cart).toEqual({ id, email: null, total_quantity: 0, is_virtual: false });
  });

  it('gives a signed-in customer the same active cart each time', async () => {
    const first = await shop.graphql(CREATE, undefined, bearer(demoToken));
    const second = await shop.graphql(CREATE, undefined, bearer(demoToken));
    expect(first.body.data.createEmptyCart).toBe(second.body.data.createEmptyCart);
    const { body } = await shop.graphql('{ customerCart { id email } }', undefined, bearer(demoToken));
    expect(body.data.customerCart.id).toBe(first.body.data.createEmptyCart);
    expect(body.data.customerCart.email).toBe('demo@example.com');
  });

  it('answers an unknown cart id with no-such-entity', async () => {
    const { status, body } = await shop.graphql(CART, { id: 'nope' });
    expect(status).toBe(200);
    expect(body.data.cart).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: 'Could not find a cart with ID "nope"', extensions: { category: 'graphql-no-such-entity' } });
  });

  it("refuses a guest and another customer on a customer's cart", async () => {
    const id = (await shop.graphql(CREATE, undefined, bearer(demoToken))).body.data.createEmptyCart;
    const message = `The current user cannot perform operations on cart "${id}"`;
    const asGuest = await shop.graphql(CART, { id });
    expect(asGuest.body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-authorization' } });
    const asOther = await shop.graphql(CART, { id }, bearer(otherToken));
    expect(asOther.body.errors[0].message).toBe(message);
  });

  it('refuses a signed-in customer on a guest cart', async () => {
    const id = (await shop.graphql(CREATE)).body.data.createEmptyCart;
    const { body } = await shop.graphql(CART, { id }, bearer(demoToken));
    expect(body.errors[0].message).toBe(`The current user cannot perform operations on cart "${id}"`);
  });

  it("answers an ordered (inactive) cart with Magento's message", async () => {
    const id = (await shop.graphql(CREATE)).body.data.createEmptyCart;
    shop.backend.db.prepare('UPDATE quotes SET is_active = 0 WHERE masked_id = ?').run(id);
    const { body } = await shop.graphql(CART, { id });
    expect(body.errors[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
  });

  it('needs a cart id', async () => {
    const { body } = await shop.graphql(CART, { id: '' });
    expect(body.errors[0]).toMatchObject({ message: 'Required parameter "cart_id" is missing', extensions: { category: 'graphql-input' } });
  });

  it('creates a guest cart with a requested id, once, and only of 32 characters', async () => {
    const wanted = 'A'.repeat(31) + 'Z';
    const created = await shop.graphql('mutation ($id: String) { createEmptyCart(input: { cart_id: $id }) }', { id: wanted });
    expect(created.body.data.createEmptyCart).toBe(wanted);
    const again = await shop.graphql('mutation ($id: String) { createEmptyCart(input: { cart_id: $id }) }', { id: wanted });
    expect(again.body.errors[0]).toMatchObject({ message: `Cart with ID "${wanted}" already exists.`, extensions: { category: 'graphql-already-exists' } });
    const short = await shop.graphql('mutation { createEmptyCart(input: { cart_id: "abc" }) }');
    expect(short.body.errors[0].message).toBe('Cart ID length should to be 32 symbols.');
  });

  it('refuses customerCart to a guest', async () => {
    const { body } = await shop.graphql('{ customerCart { id } }');
    expect(body.errors[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
  });

  it('counts item quantities in total_quantity', async () => {
    const id = (await shop.graphql(CREATE)).body.data.createEmptyCart;
    const db = shop.backend.db;
    const quoteId = db.prepare('SELECT quote_id FROM quotes WHERE masked_id = ?').pluck().get(id);
    const product = db.prepare("SELECT entity_id, sku, name FROM products WHERE type_id = 'simple' LIMIT 1").get() as { entity_id: number; sku: string; name: string };
    const now = new Date().toISOString();
    const insert = db.prepare(
      "INSERT INTO quote_items (quote_id, product_id, sku, name, product_type, qty, price, created_at, updated_at) VALUES (?, ?, ?, ?, 'simple', ?, 1000, ?, ?)",
    );
    insert.run(quoteId, product.entity_id, product.sku, product.name, 2, now, now);
    insert.run(quoteId, product.entity_id, product.sku, product.name, 3, now, now);
    const { body } = await shop.graphql(CART, { id });
    expect(body.data.cart.total_quantity).toBe(5);
  });
});
