import { startTestBackend, type TestBackend } from '../test/testBackend';

// BundleProduct.price_details (Magento 2.4.7): what a product page needs to price the selections a
// shopper picks, on top of the bundle's own price and its special price (a percentage for bundles).
describe('BundleProduct.price_details (seeded backend)', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const one = <T>(sql: string, ...params: unknown[]) => db().prepare(sql).get(...params) as T;

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 180_000);
  afterAll(() => shop.close());

  async function priceDetails(sku: string) {
    const { body } = await shop.graphql(
      `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku ... on BundleProduct { dynamic_price price_details { main_price main_final_price discount_percentage } } } } }`,
      { sku },
    );
    expect(body.errors).toBeUndefined();
    return body.data.products.items[0];
  }

  const bundle = (dynamic: 0 | 1) =>
    one<{ entity_id: number; sku: string; price: number }>(
      "SELECT entity_id, sku, price FROM products WHERE type_id = 'bundle' AND status = 1 AND visibility IN (2, 4) AND dynamic_price = ? ORDER BY entity_id LIMIT 1",
      dynamic,
    );

  it("answers a fixed-price bundle's own price, undiscounted without a special price", async () => {
    const fixed = bundle(0);
    const item = await priceDetails(fixed.sku);
    expect(item.dynamic_price).toBe(false);
    expect(item.price_details).toEqual({ main_price: fixed.price, main_final_price: fixed.price, discount_percentage: 0 });
  });

  it('applies the special price as the percentage of the price the shopper pays', async () => {
    const fixed = bundle(0);
    db().prepare('UPDATE products SET special_price = 80, special_from_date = NULL, special_to_date = NULL WHERE entity_id = ?').run(fixed.entity_id);
    const item = await priceDetails(fixed.sku);
    expect(item.price_details).toEqual({ main_price: fixed.price, main_final_price: fixed.price * 0.8, discount_percentage: 20 });
  });

  it('answers no own price for a dynamically priced bundle, but still its discount', async () => {
    const dynamic = bundle(1);
    db().prepare('UPDATE products SET special_price = 90, special_from_date = NULL, special_to_date = NULL WHERE entity_id = ?').run(dynamic.entity_id);
    const item = await priceDetails(dynamic.sku);
    expect(item.dynamic_price).toBe(true);
    expect(item.price_details).toEqual({ main_price: 0, main_final_price: 0, discount_percentage: 10 });
  });
});
