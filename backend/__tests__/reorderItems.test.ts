import { configurableWithChild, stockedProduct } from '../test/cartFixtures';
import { BUDI, DEMO, UNAUTHORIZED, bearer, signIn } from '../test/loyaltyFixtures';
import { placeCustomerOrder, type PlacedTestOrder } from '../test/orderFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento 2.4.7's reorderItems: the signed-in customer's own order back into their cart, through
// the cart's own add, with each refused line in userInputErrors (Magento's codes and messages).
const REORDER = `mutation ($number: String!) { reorderItems(orderNumber: $number) {
  cart { id total_quantity items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } }
  userInputErrors { code message path }
} }`;

describe('reorderItems', () => {
  let shop: TestBackend;
  let budi: string;
  let demo: string;
  let order: PlacedTestOrder;
  const db = () => shop.backend.db;
  const product = () => stockedProduct(db(), 'simple', 10);
  const reorder = async (token: string | null, number = order.number) => (await shop.graphql(REORDER, { number }, token ? bearer(token) : undefined)).body;
  const emptyBudisCarts = () => db().prepare('UPDATE quotes SET is_active = 0 WHERE customer_id = (SELECT entity_id FROM customers WHERE email = ?)').run(BUDI.email);
  const addOrderLine = (line: { productId: number | null; parentSku?: string; sku: string; qty: number }) =>
    db()
      .prepare(
        `INSERT INTO sales_order_items (order_id, product_id, parent_sku, sku, name, product_type, price, original_price, qty_ordered, row_total)
         VALUES (?, ?, ?, ?, 'Reordered line', ?, 1000, 1000, ?, ?)`,
      )
      .run(order.entityId, line.productId, line.parentSku ?? null, line.sku, line.parentSku ? 'configurable' : 'simple', line.qty, 1000 * line.qty).lastInsertRowid;
  const dropOrderLine = (itemId: number | bigint) => db().prepare('DELETE FROM sales_order_items WHERE item_id = ?').run(itemId);

  beforeAll(async () => {
    shop = await startTestBackend();
    budi = await signIn(shop, BUDI);
    demo = await signIn(shop, DEMO);
    order = await placeCustomerOrder(shop, budi, BUDI.email, { sku: product().sku, qty: 2 });
  }, 120_000);
  afterAll(() => shop.close());
  beforeEach(emptyBudisCarts);

  it("puts the customer's own order back into a cart of theirs, in the ordered quantity", async () => {
    const { sku } = product();
    const body = await reorder(budi);
    expect(body.errors).toBeUndefined();
    expect(body.data.reorderItems.userInputErrors).toEqual([]);
    expect(body.data.reorderItems.cart.items).toEqual([{ quantity: 2, product: { sku } }]);
    const customerCart = (await shop.graphql('{ customerCart { id } }', undefined, bearer(budi))).body.data.customerCart.id;
    expect(body.data.reorderItems.cart.id).toBe(customerCart);
    // A second reorder adds up on the same line, as adding the product again does.
    expect((await reorder(budi)).data.reorderItems.cart.items).toEqual([{ quantity: 4, product: { sku } }]);
  });

  it('re-adds a configurable line as its parent with the chosen child', async () => {
    const configurable = configurableWithChild(db());
    const line = addOrderLine({ productId: configurable.childId, parentSku: configurable.parentSku, sku: configurable.childSku, qty: 1 });
    try {
      const body = await reorder(budi);
      expect(body.data.reorderItems.userInputErrors).toEqual([]);
      expect(body.data.reorderItems.cart.items).toContainEqual({ quantity: 1, product: { sku: configurable.parentSku }, configured_variant: { sku: configurable.childSku } });
    } finally {
      dropOrderLine(line);
    }
  });

  it("reports each line it cannot add with Magento's code and message and adds the others", async () => {
    const { sku } = product();
    // A deleted product leaves its order lines without a product id (ON DELETE SET NULL).
    const gone = addOrderLine({ productId: null, sku: 'deleted-product', qty: 1 });
    const outOfStock = db()
      .prepare(`SELECT p.entity_id AS id, p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id WHERE p.type_id = 'simple' AND p.status = 1 AND p.sku != ? ORDER BY p.entity_id DESC LIMIT 1`)
      .get(sku) as { id: number; sku: string };
    const outOfStockLine = addOrderLine({ productId: outOfStock.id, sku: outOfStock.sku, qty: 1 });
    db().prepare('UPDATE product_stock SET is_in_stock = 0 WHERE product_id = ?').run(outOfStock.id);
    try {
      const body = await reorder(budi);
      expect(body.data.reorderItems.userInputErrors).toEqual([
        { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "deleted-product"', path: ['orderNumber'] },
        {
          code: 'NOT_SALABLE',
          message: `Could not add the product with SKU "${outOfStock.sku}" to the shopping cart: Product that you are trying to add is not available.`,
          path: ['orderNumber'],
        },
      ]);
      expect(body.data.reorderItems.cart.items).toEqual([{ quantity: 2, product: { sku } }]);
    } finally {
      db().prepare('UPDATE product_stock SET is_in_stock = 1 WHERE product_id = ?').run(outOfStock.id);
      dropOrderLine(gone);
      dropOrderLine(outOfStockLine);
    }
  });

  it('refuses a product no longer sold (disabled) and a quantity the stock no longer has', async () => {
    const { id, sku } = product();
    const stock = db().prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(id) as number;
    db().prepare('UPDATE product_stock SET qty = 1 WHERE product_id = ?').run(id);
    try {
      expect((await reorder(budi)).data.reorderItems).toEqual({
        cart: expect.objectContaining({ items: [] }),
        userInputErrors: [
          { code: 'INSUFFICIENT_STOCK', message: `Could not add the product with SKU "${sku}" to the shopping cart: The requested qty is not available`, path: ['orderNumber'] },
        ],
      });
      db().prepare('UPDATE product_stock SET qty = ? WHERE product_id = ?').run(stock, id);
      db().prepare('UPDATE products SET status = 2 WHERE entity_id = ?').run(id);
      expect((await reorder(budi)).data.reorderItems.userInputErrors).toEqual([
        { code: 'NOT_SALABLE', message: `Could not add the product with SKU "${sku}" to the shopping cart: Product that you are trying to add is not available.`, path: ['orderNumber'] },
      ]);
    } finally {
      db().prepare('UPDATE product_stock SET qty = ? WHERE product_id = ?').run(stock, id);
      db().prepare('UPDATE products SET status = 1 WHERE entity_id = ?').run(id);
    }
  });

  it('adds nothing when the store turns reorders off (sales/reorder/allow = 0)', async () => {
    db().prepare("INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, 'sales/reorder/allow', '0')").run();
    try {
      const body = await reorder(budi);
      expect(body.data.reorderItems.userInputErrors).toEqual([{ code: 'REORDER_NOT_AVAILABLE', message: 'Reorders are not allowed.', path: ['orderNumber'] }]);
      expect(body.data.reorderItems.cart.items).toEqual([]);
    } finally {
      db().prepare("DELETE FROM core_config WHERE scope_id = 0 AND path = 'sales/reorder/allow'").run();
    }
  });

  it("refuses a guest, and another customer's or an unknown order number with the same message", async () => {
    const guest = await reorder(null);
    expect(guest.data.reorderItems).toBeNull();
    expect(guest.errors[0]).toMatchObject(UNAUTHORIZED);
    for (const number of [order.number, '999999999']) {
      const body = await reorder(demo, number);
      expect(body.data.reorderItems).toBeNull();
      expect(body.errors[0]).toMatchObject({ message: `Order number "${number}" doesn't belong to the current customer`, extensions: { category: 'graphql-input' } });
    }
    const demosItems = db()
      .prepare("SELECT COUNT(*) FROM quote_items i JOIN quotes q ON q.quote_id = i.quote_id WHERE q.is_active = 1 AND q.customer_id = (SELECT entity_id FROM customers WHERE email = ?) AND i.sku = ?")
      .pluck()
      .get(DEMO.email, product().sku);
    expect(demosItems).toBe(0);
  });
});
