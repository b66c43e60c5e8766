import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento fields published storefronts read (found by thirdPartyOperations.test.ts):
// CartItemInterface.errors (Venia's cart page), Products.filters (Page Builder's products content
// type) and CategoryInterface.cms_block (Venia's category page).
describe('Magento fields the published storefronts read', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  describe('CartItemInterface.errors', () => {
    const ITEMS = 'query ($id: String!) { cart(cart_id: $id) { items { is_available errors { code message } } } }';

    async function cartWith(sku: string, quantity: number): Promise<string> {
      const id = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart;
      const added = await shop.graphql('mutation ($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }', { id, sku, q: quantity });
      expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
      return id;
    }

    it("answers CartPrices.applied_taxes as Magento does without tax rules: an empty list", async () => {
      const product = stockedProduct(shop.backend.db, 'simple', 5);
      const id = await cartWith(product.sku, 1);
      const { body } = await shop.graphql('query ($id: String!) { cart(cart_id: $id) { prices { applied_taxes { label amount { value } } } } }', { id });
      expect(body.data.cart.prices.applied_taxes).toEqual([]);
    });

    it('is null for a line that can be bought as it is', async () => {
      const product = stockedProduct(shop.backend.db, 'simple', 5);
      const { body } = await shop.graphql(ITEMS, { id: await cartWith(product.sku, 2) });
      expect(body.data.cart.items).toEqual([{ is_available: true, errors: null }]);
    });

    it('reports ITEM_QTY when stock fell below the quantity, and out of stock when the product is flagged so', async () => {
      const product = stockedProduct(shop.backend.db, 'simple', 5);
      const id = await cartWith(product.sku, 3);
      shop.backend.db.prepare('UPDATE product_stock SET qty = 2 WHERE product_id = ?').run(product.id);
      const short = await shop.graphql(ITEMS, { id });
      expect(short.body.data.cart.items).toEqual([{ is_available: false, errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }] }]);

      shop.backend.db.prepare('UPDATE product_stock SET is_in_stock = 0 WHERE product_id = ?').run(product.id);
      const out = await shop.graphql(ITEMS, { id });
      expect(out.body.data.cart.items).toEqual([{ is_available: false, errors: [{ code: 'ITEM_QTY', message: 'This product is out of stock.' }] }]);
    });
  });

  describe('Products.filters (deprecated layered navigation)', () => {
    it('names each aggregation and its options, and an item filters to as many products as it counts', async () => {
      const { body } = await shop.graphql(`{ products(search: "vitamin", pageSize: 1) {
        aggregations { attribute_code label options { label value count } }
        filters { name request_var filter_items_count filter_items { __typename label value_string items_count } } } }`);
      const { aggregations, filters } = body.data.products;
      expect(filters.length).toBeGreaterThan(1);
      expect(filters).toEqual(
        aggregations.map((a: { attribute_code: string; label: string; options: Array<{ label: string; value: string; count: number }> }) => ({
          name: a.label,
          request_var: a.attribute_code,
          filter_items_count: a.options.length,
          filter_items: a.options.map((o) => ({ __typename: 'LayerFilterItem', label: o.label, value_string: o.value, items_count: o.count })),
        })),
      );

      const category = filters.find((f: { request_var: string }) => f.request_var === 'category_uid');
      const item = category.filter_items[0];
      const narrowed = await shop.graphql('query ($v: String) { products(search: "vitamin", filter: { category_uid: { eq: $v } }) { total_count } }', { v: item.value_string });
      expect(narrowed.body.data.products.total_count).toBe(item.items_count);
    });
  });

  it('answers CategoryInterface.cms_block with null: no category here has a landing-page block', async () => {
    const { body } = await shop.graphql('{ categories(pageSize: 3) { items { uid cms_block { identifier } } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data.categories.items.map((c: { cms_block: unknown }) => c.cms_block)).toEqual([null]);
  });
});
