import { bundleWithSelections, configurableWithChild, outOfStockSku, stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const ITEMS = 'cart { total_quantity items { __typename quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } }';
const SIMPLE = `mutation ($input: AddSimpleProductsToCartInput) { addSimpleProductsToCart(input: $input) { ${ITEMS} } }`;
const VIRTUAL = `mutation ($input: AddVirtualProductsToCartInput) { addVirtualProductsToCart(input: $input) { ${ITEMS} } }`;
const CONFIGURABLE = `mutation ($input: AddConfigurableProductsToCartInput) { addConfigurableProductsToCart(input: $input) { ${ITEMS} } }`;
const BUNDLE = `mutation ($input: AddBundleProductsToCartInput) { addBundleProductsToCart(input: $input) { ${ITEMS} } }`;

describe('legacy add*ProductsToCart (errors at top level, as Magento throws them)', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  const newCart = async () => (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;

  it('adds simple and virtual products', async () => {
    const cart_id = await newCart();
    const simple = stockedProduct(shop.backend.db, 'simple');
    const virtual = stockedProduct(shop.backend.db, 'virtual');
    const first = await shop.graphql(SIMPLE, { input: { cart_id, cart_items: [{ data: { sku: simple.sku, quantity: 2 } }] } });
    expect(first.body.data.addSimpleProductsToCart.cart.items).toEqual([{ __typename: 'SimpleCartItem', quantity: 2, product: { sku: simple.sku } }]);
    const second = await shop.graphql(VIRTUAL, { input: { cart_id, cart_items: [{ data: { sku: virtual.sku, quantity: 1 } }] } });
    expect(second.body.data.addVirtualProductsToCart.cart.total_quantity).toBe(3);
  });

  it('adds a configurable product by child sku and parent_sku', async () => {
    const fixture = configurableWithChild(shop.backend.db);
    const { body } = await shop.graphql(CONFIGURABLE, {
      input: { cart_id: await newCart(), cart_items: [{ parent_sku: fixture.parentSku, data: { sku: fixture.childSku, quantity: 1 } }] },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.addConfigurableProductsToCart.cart.items).toEqual([
      { __typename: 'ConfigurableCartItem', quantity: 1, product: { sku: fixture.parentSku }, configured_variant: { sku: fixture.childSku } },
    ]);
  });

  it('adds a bundle from bundle_options {id, value, quantity}', async () => {
    const fixture = bundleWithSelections(shop.backend.db);
    const bundle_options = fixture.selections.map((s) => ({ id: s.optionId, quantity: s.qty, value: [String(s.selectionId)] }));
    const { body } = await shop.graphql(BUNDLE, { input: { cart_id: await newCart(), cart_items: [{ data: { sku: fixture.sku, quantity: 2 }, bundle_options }] } });
    expect(body.errors).toBeUndefined();
    expect(body.data.addBundleProductsToCart.cart.items).toEqual([{ __typename: 'BundleCartItem', quantity: 2, product: { sku: fixture.sku } }]);
  });

  it("checks a bundle's parts against their stock, times the bundle quantity", async () => {
    const db = shop.backend.db;
    const fixture = bundleWithSelections(db);
    const part = fixture.selections[0];
    db.prepare('UPDATE product_stock SET qty = ? WHERE product_id = ?').run(part.qty * 2, part.productId);
    const bundle_options = fixture.selections.map((s) => ({ id: s.optionId, quantity: s.qty, value: [String(s.selectionId)] }));
    const { body } = await shop.graphql(BUNDLE, { input: { cart_id: await newCart(), cart_items: [{ data: { sku: fixture.sku, quantity: 3 }, bundle_options }] } });
    expect(body.data.addBundleProductsToCart).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: 'The requested qty is not available', extensions: { category: 'graphql-input' } });
  });

  it('throws unknown sku, out of stock, qty 0 and missing options as graphql-input errors and keeps nothing', async () => {
    const cart_id = await newCart();
    const good = { data: { sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 } };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [SIMPLE, { data: { sku: 'NO-SUCH-SKU', quantity: 1 } }, 'Could not find a product with SKU "NO-SUCH-SKU"'],
      [SIMPLE, { data: { sku: outOfStockSku(shop.backend.db), quantity: 1 } }, 'Product that you are trying to add is not available.'],
      [SIMPLE, { data: { sku: good.data.sku, quantity: 0 } }, 'The product quantity should be greater than 0'],
      [CONFIGURABLE, { data: { sku: configurableWithChild(shop.backend.db).parentSku, quantity: 1 } }, 'You need to choose options for your item.'],
    ];
    for (const [mutation, item, message] of cases) {
      const { status, body } = await shop.graphql(mutation, { input: { cart_id, cart_items: [good, item] } });
      expect(status).toBe(200);
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
      expect(Object.values(body.data)).toEqual([null]);
    }
    const { body } = await shop.graphql('query ($id: String!) { cart(cart_id: $id) { total_quantity } }', { id: cart_id });
    expect(body.data.cart.total_quantity).toBe(0);
  });

  it('throws the GetCartForUser errors and a missing cart_items', async () => {
    const item = { data: { sku: stockedProduct(shop.backend.db, 'simple').sku, quantity: 1 } };
    const unknown = await shop.graphql(SIMPLE, { input: { cart_id: 'nope', cart_items: [item] } });
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Could not find a cart with ID "nope"', extensions: { category: 'graphql-no-such-entity' } });
    const empty = await shop.graphql(SIMPLE, { input: { cart_id: await newCart(), cart_items: [] } });
    expect(empty.body.errors[0]).toMatchObject({ message: 'Required parameter "cart_items" is missing', extensions: { category: 'graphql-input' } });
  });
});
