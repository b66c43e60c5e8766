import { startTestBackend, type TestBackend } from '../test/testBackend';

// Any search text is data, never query syntax: through the GraphQL envelope, against the seeded shop.
describe('products(search) with hostile or odd input', () => {
  let shop: TestBackend;

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 180_000);
  afterAll(() => shop.close());

  const search = async (text: string) => {
    const { status, body } = await shop.graphql('query ($q: String) { products(search: $q, pageSize: 3) { total_count items { sku } aggregations { attribute_code } } }', { q: text });
    return { status, body };
  };

  it.each([
    '"',
    'serum"',
    '"serum',
    '""""',
    '*',
    'ser*',
    ':',
    'name:serum',
    'serum NEAR cream',
    'NEAR(serum cream, 2)',
    '-serum',
    'serum -cream',
    'AND',
    'serum OR NOT cream',
    '(serum',
    '^serum',
    '{name sku}: serum',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; DROP TABLE products; --',
    '%_\\',
    'x\u0000serum',
    '\u0000',
    '   ',
    '',
  ])('answers %j without an error', async (text) => {
    const { status, body } = await search(text);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(typeof body.data.products.total_count).toBe('number');
  });

  it('treats syntax characters as literal text, not as operators', async () => {
    const plain = (await search('serum')).body.data.products.total_count;
    expect(plain).toBeGreaterThan(0);
    // A prefix star or a column filter would widen or change the result; quoted, they match literally.
    expect((await search('serum*')).body.data.products.total_count).toBe(0);
    expect((await search('name:serum')).body.data.products.total_count).toBe(0);
    expect((await search('<script>')).body.data.products.total_count).toBe(0);
  });

  it('finds the same products as a LIKE scan of name, SKU, brand and descriptions', async () => {
    const expected = shop.backend.db
      .prepare(
        `SELECT COUNT(*) FROM products p LEFT JOIN brands b ON b.brand_id = p.brand_id
         WHERE p.status = 1 AND p.visibility IN (3, 4) AND (p.name LIKE ? OR p.sku LIKE ? OR b.name LIKE ? OR p.description LIKE ? OR p.short_description LIKE ?)`,
      )
      .pluck()
      .get(...Array(5).fill('%serum%'));
    expect((await search('serum')).body.data.products.total_count).toBe(expected);
  });
});
