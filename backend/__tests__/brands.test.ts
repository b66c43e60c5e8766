import { startTestBackend, type TestBackend } from '../test/testBackend';

const BRAND_FIELDS = `brand_id option_id value default_value url_key image is_featured short_description description page_title product_quantity`;
const MPBRAND = `query ($filter: MageplazaBrandsFilterInput, $pageSize: Int, $currentPage: Int) {
  mpbrand(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    items { ${BRAND_FIELDS} }
    total_count
    page_info { page_size current_page total_pages }
  }
}`;

interface Brand {
  brand_id: number;
  option_id: number;
  value: string;
  url_key: string;
  image: string | null;
  is_featured: number;
  description: string | null;
  product_quantity: number;
}

describe('mpbrand (Mageplaza Shop by Brand)', () => {
  let shop: TestBackend;
  const brands = async (variables: Record<string, unknown>) => {
    const { body } = await shop.graphql(MPBRAND, variables);
    expect(body.errors).toBeUndefined();
    return body.data.mpbrand as { items: Brand[]; total_count: number; page_info: { page_size: number; current_page: number; total_pages: number } };
  };

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it("answers Mageplaza's default page of five, by name, with every brand counted", async () => {
    const { body } = await shop.graphql(`{ mpbrand { items { value } total_count page_info { page_size current_page total_pages } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.mpbrand.total_count).toBe(20);
    expect(body.data.mpbrand.items).toHaveLength(5);
    expect(body.data.mpbrand.page_info).toEqual({ page_size: 5, current_page: 1, total_pages: 4 });
    const all = await brands({ pageSize: 100 });
    const names = all.items.map((brand) => brand.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(body.data.mpbrand.items.map((brand: { value: string }) => brand.value)).toEqual(names.slice(0, 5));
  });

  it('gives each brand an absolute logo URL that serves an image, its option id and featured flag', async () => {
    const { items } = await brands({ pageSize: 100 });
    for (const brand of items) {
      expect(brand.image).toMatch(new RegExp(`^${shop.url}/media/brands/${brand.url_key}\\.png$`));
      expect(brand.option_id).toBe(brand.brand_id);
      expect([0, 1]).toContain(brand.is_featured);
      expect(brand.description).toContain(brand.value);
    }
    expect(items.filter((brand) => brand.is_featured === 1).length).toBeGreaterThanOrEqual(4);
    const logo = await fetch(items[0].image!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    // The size the brands page asks the media resizer for.
    const resized = await fetch(`${items[0].image}?width=160&fit=inside`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/png');
    expect(Number(resized.headers.get('content-length'))).toBeLessThan(Number(logo.headers.get('content-length')));
  });

  it("counts the products the brand's listing shows (products filtered by the option id)", async () => {
    const { items } = await brands({ pageSize: 100 });
    const brand = items.find((candidate) => candidate.product_quantity > 0)!;
    const { body } = await shop.graphql('query ($brand: String) { products(filter: { brand: { eq: $brand } }) { total_count } }', { brand: String(brand.option_id) });
    expect(body.data.products.total_count).toBe(brand.product_quantity);
    expect(items.reduce((sum, candidate) => sum + candidate.product_quantity, 0)).toBeGreaterThan(100);
  });

  it('filters by url_key, featured flag, name pattern and ids (FilterTypeInput conditions, ANDed)', async () => {
    const { items } = await brands({ pageSize: 100 });
    const [first, second] = items;
    const byKey = await brands({ filter: { url_key: { eq: first.url_key } } });
    expect(byKey.items.map((brand) => brand.brand_id)).toEqual([first.brand_id]);

    const featured = await brands({ filter: { is_featured: { eq: '1' } }, pageSize: 100 });
    expect(featured.items.map((brand) => brand.value)).toEqual(items.filter((brand) => brand.is_featured === 1).map((brand) => brand.value));

    const letter = first.value[0];
    const byName = await brands({ filter: { value: { like: `${letter}%` } }, pageSize: 100 });
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((brand) => brand.value[0].toLowerCase() === letter.toLowerCase())).toBe(true);

    const byIds = await brands({ filter: { brand_id: { in: [String(first.brand_id), String(second.brand_id)] }, option_id: { neq: String(second.brand_id) } } });
    expect(byIds.items.map((brand) => brand.brand_id)).toEqual([first.brand_id]);
  });

  it('answers an unknown url key with no brand (the storefront shows its not-found page)', async () => {
    const result = await brands({ filter: { url_key: { eq: 'no-such-brand' } } });
    expect(result).toEqual({ items: [], total_count: 0, page_info: { page_size: 5, current_page: 1, total_pages: 0 } });
  });

  it('binds filter values: SQL in a value is only text', async () => {
    const result = await brands({ filter: { value: { eq: "x' OR '1'='1" } } });
    expect(result.total_count).toBe(0);
  });

  it.each([
    [{ currentPage: 0 }, 'currentPage value must be greater than 0.'],
    [{ pageSize: 0 }, 'pageSize value must be greater than 0.'],
    [{ pageSize: 5, currentPage: 9 }, 'currentPage value 9 specified is greater than the 4 page(s) available.'],
    [{ filter: { value: { like: 'x'.repeat(256) } } }, 'The "value" filter value is longer than 255 characters.'],
    [{ filter: { brand_id: { in: Array.from({ length: 101 }, (_, index) => String(index)) } } }, 'The "brand_id" filter lists more than 100 values.'],
  ])('refuses %j with an input error', async (variables, message) => {
    const { body } = await shop.graphql(MPBRAND, variables);
    expect(body.data.mpbrand).toBeNull();
    expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });
});
