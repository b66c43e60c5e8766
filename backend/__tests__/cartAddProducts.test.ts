import { issueCustomerToken } from '../auth/tokens';
import { bundleWithSelections, configurableWithChild, groupedWithChildren, outOfStockSku, stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const CART_FIELDS = `
  id total_quantity is_virtual
  prices { grand_total { value currency } subtotal_excluding_tax { value currency } subtotal_including_tax { value currency } }
  items {
    __typename uid id quantity is_available
    product { __typename sku }
    prices { price { value currency } row_total { value currency } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { configurable_product_option_uid option_label configurable_product_option_value_uid value_label } }
    ... on BundleCartItem { bundle_options { uid label type values { uid label quantity price } } }
  }`;
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } }
}`;

describe('addProductsToCart (Magento user_errors, HTTP 200)', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  const newCart = async (headers?: Record<string, string>) => (await shop.graphql('mutation { createEmptyCart }', undefined, { headers })).body.data.createEmptyCart as string;
  const add = (cartId: string, items: unknown[], headers?: Record<string, string>) => shop.graphql(ADD, { cartId, items }, { headers });

  it('adds a simple product as a SimpleCartItem with its price and row total', async () => {
    const product = stockedProduct(shop.backend.db, 'simple');
    const cartId = await newCart();
    const { status, body } = await add(cartId, [{ sku: product.sku, quantity: 2 }]);
    expect(status).toBe(200);
    const { cart, user_errors } = body.data.addProductsToCart;
    expect(user_errors).toEqual([]);
    expect(cart.total_quantity).toBe(2);
    expect(cart.is_virtual).toBe(false);
    const [item] = cart.items;
    expect(item).toMatchObject({ __typename: 'SimpleCartItem', quantity: 2, is_available: true, product: { __typename: 'SimpleProduct', sku: product.sku } });
    expect(Buffer.from(item.uid, 'base64').toString()).toBe(item.id);
    expect(item.prices.row_total.value).toBeCloseTo(item.prices.price.value * 2);
    expect(item.prices.price.value).toBeGreaterThan(0);
  });

  it('adds a virtual product as a VirtualCartItem and makes the cart virtual', async () => {
    const product = stockedProduct(shop.backend.db, 'virtual');
    const cartId = await newCart();
    const { body } = await add(cartId, [{ sku: product.sku, quantity: 1 }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    expect(body.data.addProductsToCart.cart.is_virtual).toBe(true);
    expect(body.data.addProductsToCart.cart.items[0]).toMatchObject({ __typename: 'VirtualCartItem', product: { __typename: 'VirtualProduct', sku: product.sku } });
  });

  it('merges the same product into one line and adds up the quantity', async () => {
    const product = stockedProduct(shop.backend.db, 'simple');
    const cartId = await newCart();
    await add(cartId, [{ sku: product.sku, quantity: 1 }]);
    const { body } = await add(cartId, [{ sku: product.sku, quantity: 2 }]);
    expect(body.data.addProductsToCart.cart.items).toHaveLength(1);
    expect(body.data.addProductsToCart.cart.items[0].quantity).toBe(3);
    expect(body.data.addProductsToCart.cart.total_quantity).toBe(3);
  });

  it('adds a configurable product by its value uids: product is the parent, configured_variant the child', async () => {
    const fixture = configurableWithChild(shop.backend.db);
    const cartId = await newCart();
    const { body } = await add(cartId, [{ sku: fixture.parentSku, quantity: 1, selected_options: fixture.valueUids }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    const [item] = body.data.addProductsToCart.cart.items;
    expect(item).toMatchObject({ __typename: 'ConfigurableCartItem', product: { __typename: 'ConfigurableProduct', sku: fixture.parentSku }, configured_variant: { sku: fixture.childSku } });
    expect(item.configurable_options.map((o: { configurable_product_option_value_uid: string }) => o.configurable_product_option_value_uid)).toEqual(fixture.valueUids);
    expect(item.configurable_options[0].option_label).toBeTruthy();
    expect(item.configurable_options[0].value_label).toBeTruthy();
  });

  it('adds the same configurable line by child sku + parent_sku, merging with the uid-chosen line', async () => {
    const fixture = configurableWithChild(shop.backend.db);
    const cartId = await newCart();
    await add(cartId, [{ sku: fixture.parentSku, quantity: 1, selected_options: fixture.valueUids }]);
    const { body } = await add(cartId, [{ sku: fixture.childSku, parent_sku: fixture.parentSku, quantity: 2 }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    expect(body.data.addProductsToCart.cart.items).toHaveLength(1);
    expect(body.data.addProductsToCart.cart.items[0]).toMatchObject({ __typename: 'ConfigurableCartItem', quantity: 3, configured_variant: { sku: fixture.childSku } });
  });

  it('refuses a configurable product without (or with incomplete) options', async () => {
    const fixture = configurableWithChild(shop.backend.db);
    const cartId = await newCart();
    const { body } = await add(cartId, [
      { sku: fixture.parentSku, quantity: 1 },
      { sku: fixture.parentSku, quantity: 1, selected_options: fixture.valueUids.slice(1) },
    ]);
    const expected = { code: 'UNDEFINED', message: 'You need to choose options for your item.' };
    expect(body.data.addProductsToCart.user_errors).toEqual([expected, expected]);
    expect(body.data.addProductsToCart.cart.items).toEqual([]);
  });

  it('adds a bundle with its selections and reports them in bundle_options', async () => {
    const fixture = bundleWithSelections(shop.backend.db);
    const cartId = await newCart();
    const { body } = await add(cartId, [{ sku: fixture.sku, quantity: 1, selected_options: fixture.selectionUids }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    const [item] = body.data.addProductsToCart.cart.items;
    expect(item).toMatchObject({ __typename: 'BundleCartItem', quantity: 1, product: { __typename: 'BundleProduct', sku: fixture.sku } });
    expect(item.bundle_options.flatMap((o: { values: Array<{ uid: string }> }) => o.values.map((v) => v.uid))).toEqual(fixture.selectionUids);
    const partsTotal = item.bundle_options.reduce((sum: number, o: { values: Array<{ price: number; quantity: number }> }) => sum + o.values[0].price * o.values[0].quantity, 0);
    expect(item.prices.price.value).toBeGreaterThanOrEqual(partsTotal - 0.01);
  });

  it('refuses a bundle missing a required option', async () => {
    const fixture = bundleWithSelections(shop.backend.db);
    const cartId = await newCart();
    const { body } = await add(cartId, [
      { sku: fixture.sku, quantity: 1, selected_options: fixture.selectionUids.slice(1) },
      { sku: fixture.sku, quantity: 1 },
    ]);
    expect(body.data.addProductsToCart.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please select all required options.' },
      { code: 'UNDEFINED', message: 'Please specify product option(s).' },
    ]);
  });

  it('adds a grouped product child by child: each member sku is a line of its own', async () => {
    const fixture = groupedWithChildren(shop.backend.db);
    const [first, second] = fixture.children;
    const { body } = await add(await newCart(), [
      { sku: first.sku, quantity: 2 },
      { sku: second.sku, quantity: 1 },
    ]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    const { cart } = body.data.addProductsToCart;
    expect(cart.items.map((item: { product: { sku: string }; quantity: number }) => [item.product.sku, item.quantity])).toEqual([
      [first.sku, 2],
      [second.sku, 1],
    ]);
    expect(cart.total_quantity).toBe(3);
  });

  it('refuses the grouped product itself: its members are what goes in the cart', async () => {
    const fixture = groupedWithChildren(shop.backend.db);
    const { body } = await add(await newCart(), [{ sku: fixture.sku, quantity: 1 }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message: 'Please specify the quantity of product(s).' }]);
  });

  it("totals the cart's prices: subtotal and grand total are the sum of the row totals", async () => {
    const product = stockedProduct(shop.backend.db, 'simple');
    const fixture = configurableWithChild(shop.backend.db);
    const { body } = await add(await newCart(), [
      { sku: product.sku, quantity: 2 },
      { sku: fixture.parentSku, quantity: 1, selected_options: fixture.valueUids },
    ]);
    const { cart } = body.data.addProductsToCart;
    const rows = cart.items.reduce((sum: number, item: { prices: { row_total: { value: number } } }) => sum + item.prices.row_total.value, 0);
    expect(rows).toBeGreaterThan(0);
    expect(cart.prices.subtotal_excluding_tax).toEqual({ value: rows, currency: 'IDR' });
    expect(cart.prices.subtotal_including_tax).toEqual({ value: rows, currency: 'IDR' });
    expect(cart.prices.grand_total).toEqual({ value: rows, currency: 'IDR' });
  });

  it('prices an empty cart at 0', async () => {
    const { body } = await add(await newCart(), []);
    expect(body.data.addProductsToCart.cart.prices.grand_total).toEqual({ value: 0, currency: 'IDR' });
  });

  it('answers an unknown sku with PRODUCT_NOT_FOUND and still adds the other items', async () => {
    const product = stockedProduct(shop.backend.db, 'simple');
    const cartId = await newCart();
    const { status, body } = await add(cartId, [{ sku: 'NO-SUCH-SKU', quantity: 1 }, { sku: product.sku, quantity: 1 }]);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.addProductsToCart.user_errors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' }]);
    expect(body.data.addProductsToCart.cart.total_quantity).toBe(1);
  });

  it('answers a disabled product with PRODUCT_NOT_FOUND', async () => {
    const db = shop.backend.db;
    const product = stockedProduct(db, 'simple', 1);
    const other = db.prepare("SELECT entity_id, sku FROM products WHERE type_id = 'simple' AND entity_id <> ? LIMIT 1").get(product.id) as { entity_id: number; sku: string };
    db.prepare('UPDATE products SET status = 2 WHERE entity_id = ?').run(other.entity_id);
    const { body } = await add(await newCart(), [{ sku: other.sku, quantity: 1 }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${other.sku}"` }]);
  });

  it('answers an out-of-stock product with NOT_SALABLE', async () => {
    const { body } = await add(await newCart(), [{ sku: outOfStockSku(shop.backend.db), quantity: 1 }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([{ code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }]);
    expect(body.data.addProductsToCart.cart.items).toEqual([]);
  });

  it('answers more than the stock holds with INSUFFICIENT_STOCK, counting what the cart already holds', async () => {
    const product = stockedProduct(shop.backend.db, 'simple', 10);
    const cartId = await newCart();
    const tooMany = await add(cartId, [{ sku: product.sku, quantity: product.qty + 1 }]);
    expect(tooMany.body.data.addProductsToCart.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]);
    await add(cartId, [{ sku: product.sku, quantity: product.qty - 1 }]);
    const overTotal = await add(cartId, [{ sku: product.sku, quantity: 2 }]);
    expect(overTotal.body.data.addProductsToCart.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]);
    expect(overTotal.body.data.addProductsToCart.cart.total_quantity).toBe(product.qty - 1);
    const exact = await add(cartId, [{ sku: product.sku, quantity: 1 }]);
    expect(exact.body.data.addProductsToCart.user_errors).toEqual([]);
    expect(exact.body.data.addProductsToCart.cart.total_quantity).toBe(product.qty);
  });

  it("counts a configurable child's units already in the cart against its stock", async () => {
    const db = shop.backend.db;
    const fixture = configurableWithChild(db);
    db.prepare('UPDATE product_stock SET qty = 3 WHERE product_id = ?').run(fixture.childId);
    const cartId = await newCart();
    await add(cartId, [{ sku: fixture.childSku, quantity: 2 }]); // the child on its own line
    const { body } = await add(cartId, [{ sku: fixture.parentSku, quantity: 2, selected_options: fixture.valueUids }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]);
  });

  it('refuses a quantity of zero or less', async () => {
    const product = stockedProduct(shop.backend.db, 'simple');
    const { body } = await add(await newCart(), [{ sku: product.sku, quantity: 0 }, { sku: product.sku, quantity: -1 }]);
    const expected = { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' };
    expect(body.data.addProductsToCart.user_errors).toEqual([expected, expected]);
    expect(body.data.addProductsToCart.cart.total_quantity).toBe(0);
  });

  it("refuses someone else's cart, an unknown cart and an inactive cart as top-level errors", async () => {
    const db = shop.backend.db;
    const customerId = db.prepare('SELECT entity_id FROM customers ORDER BY entity_id LIMIT 1').pluck().get() as number;
    const customerCart = await newCart({ Authorization: `Bearer ${issueCustomerToken(db, customerId)}` });
    const item = { sku: stockedProduct(db, 'simple').sku, quantity: 1 };
    const foreign = await add(customerCart, [item]);
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.addProductsToCart).toBeNull();
    expect(foreign.body.errors[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${customerCart}"`,
      extensions: { category: 'graphql-authorization' },
    });
    const unknown = await add('nope', [item]);
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Could not find a cart with ID "nope"', extensions: { category: 'graphql-no-such-entity' } });
    const ordered = await newCart();
    db.prepare('UPDATE quotes SET is_active = 0 WHERE masked_id = ?').run(ordered);
    expect((await add(ordered, [item])).body.errors[0].message).toBe("The cart isn't active.");
  });

  it('refuses a dead customer token', async () => {
    const cartId = await newCart();
    const { body } = await add(cartId, [{ sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 }], { Authorization: 'Bearer dead-token' });
    expect(body.errors[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
  });
});
