import { startTestBackend, type TestBackend } from '../test/testBackend';

/*
 * The products query as the category and search pages use it: filters from the URL (eq, in,
 * range with an open end, match), sorting, pagination errors and layered-navigation facets.
 */
describe('product listing queries (seeded backend)', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const one = <T>(sql: string, ...params: unknown[]) => db().prepare(sql).get(...params) as T;

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 180_000);
  afterAll(() => shop.close());

  interface Option {
    label: string;
    value: string;
    count: number;
  }
  interface Aggregation {
    attribute_code: string;
    options: Option[];
  }

  const LISTING = `query listing($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput, $currentPage: Int) {
    products(filter: $filter, search: $search, sort: $sort, pageSize: 6, currentPage: $currentPage) {
      total_count
      page_info { current_page total_pages }
      items { sku name price_range { minimum_price { final_price { value } } } }
      aggregations { attribute_code options { label value count } }
    }
  }`;

  async function listing(variables: Record<string, unknown>) {
    const { body } = await shop.graphql(LISTING, variables);
    return body;
  }

  const uidOf = (id: number) => Buffer.from(String(id)).toString('base64');
  /** The top-level category with the most products (every facet has several options there). */
  const bigCategory = () =>
    uidOf(
      one<{ entity_id: number }>(
        `SELECT c.entity_id FROM categories c WHERE c.level = 2 AND c.is_active = 1 ORDER BY
         (SELECT COUNT(*) FROM product_categories pc JOIN categories d ON d.entity_id = pc.category_id WHERE d.path = c.path OR d.path LIKE c.path || '/%') DESC LIMIT 1`,
      ).entity_id,
    );
  const facet = (body: any, code: string): Aggregation | undefined => body.data.products.aggregations.find((a: Aggregation) => a.attribute_code === code);

  describe('facet counts respect the other active filters', () => {
    it('keeps every brand on offer once one is chosen, each counted as if chosen alone', async () => {
      const category = { category_uid: { eq: bigCategory() } };
      const unfiltered = await listing({ filter: category });
      const brands = facet(unfiltered, 'brand')!.options;
      expect(brands.length).toBeGreaterThan(1);

      const chosen = await listing({ filter: { ...category, brand: { eq: brands[0].value } } });
      expect(chosen.data.products.total_count).toBe(brands[0].count);
      // The brand facet is counted without its own filter: the same options and counts as before.
      expect(facet(chosen, 'brand')!.options).toEqual(brands);

      const two = await listing({ filter: { ...category, brand: { in: [brands[0].value, brands[1].value] } } });
      expect(two.data.products.total_count).toBe(brands[0].count + brands[1].count);
    });

    it('counts a facet with the other filters applied: each brand count is what choosing it would give', async () => {
      const category = { category_uid: { eq: bigCategory() } };
      const prices = facet(await listing({ filter: category }), 'price')!.options;
      const [from, to] = prices[0].value.split('_');
      const priced = { ...category, price: { from, to } };
      const body = await listing({ filter: priced });
      const brands = facet(body, 'brand')!.options;
      expect(brands.reduce((sum, o) => sum + o.count, 0)).toBe(body.data.products.total_count);
      for (const brand of brands.slice(0, 3)) {
        const narrowed = await listing({ filter: { ...priced, brand: { eq: brand.value } } });
        expect(narrowed.data.products.total_count).toBe(brand.count);
      }
      // The price facet itself still lists every bucket (it leaves its own filter out).
      expect(facet(body, 'price')!.options).toEqual(prices);
    });

    it('still offers the facets an impossible filter emptied, so the shopper can change them', async () => {
      const body = await listing({ filter: { category_uid: { eq: bigCategory() }, brand: { eq: '999999' } } });
      expect(body.errors).toBeUndefined();
      expect(body.data.products.total_count).toBe(0);
      expect(facet(body, 'brand')!.options.length).toBeGreaterThan(1);
      expect(facet(body, 'brand')!.options.map((o) => o.value)).not.toContain('999999');
    });

    it('counts select attributes (eq and in) the same way', async () => {
      const category = { category_uid: { eq: bigCategory() } };
      const attribute = (await listing({ filter: category })).data.products.aggregations.find(
        (a: Aggregation) => !['price', 'brand', 'category_uid'].includes(a.attribute_code) && a.options.length > 1,
      ) as Aggregation;
      expect(attribute).toBeDefined();
      const [first, second] = attribute.options;
      const body = await listing({ filter: { ...category, [attribute.attribute_code]: { in: [first.value, second.value] } } });
      expect(facet(body, attribute.attribute_code)!.options).toEqual(attribute.options);
      expect(body.data.products.total_count).toBeGreaterThanOrEqual(Math.max(first.count, second.count));
      expect(body.data.products.total_count).toBeLessThanOrEqual(first.count + second.count);
    });
  });

  describe('filters from the URL', () => {
    it('takes a price range open at either end', async () => {
      const category = { category_uid: { eq: bigCategory() } };
      const all = (await listing({ filter: category })).data.products.total_count;
      const below = (await listing({ filter: { ...category, price: { to: '100000' } } })).data.products.total_count;
      const above = (await listing({ filter: { ...category, price: { from: '100000' } } })).data.products.total_count;
      expect(below).toBeGreaterThan(0);
      expect(above).toBeGreaterThan(0);
      expect(below + above).toBe(all);
    });

    it('searches safely: script tags and SQL-like text are plain words', async () => {
      for (const search of ['<script>alert(1)</script>', "' OR 1=1 --", 'serum"); DROP TABLE products; --']) {
        const body = await listing({ search });
        expect(body.errors).toBeUndefined();
        expect(body.data.products.total_count).toBe(0);
      }
      expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM products').n).toBeGreaterThan(0);
    });

    it('narrows a search to a category (category_uid from a search suggestion)', async () => {
      const everywhere = (await listing({ search: 'serum' })).data.products.total_count;
      const categories = facet(await listing({ search: 'serum' }), 'category_uid')!.options;
      expect(categories.length).toBeGreaterThan(0);
      const narrowed = await listing({ search: 'serum', filter: { category_uid: { eq: categories[0].value } } });
      expect(narrowed.data.products.total_count).toBe(categories[0].count);
      expect(narrowed.data.products.total_count).toBeLessThanOrEqual(everywhere);
    });

    it('rejects a filter field the shop does not have, as GraphQL validation', async () => {
      const body = await listing({ filter: { no_such_attribute: { eq: '1' } } });
      expect(body.errors[0].message).toContain('no_such_attribute');
      expect(body.data).toBeUndefined();
    });
  });

  describe('sorting and paging a listing of 6', () => {
    const category = () => ({ category_uid: { eq: bigCategory() } });

    it('sorts by price and by name in both directions across pages', async () => {
      const prices = async (sort: object, currentPage: number) =>
        (await listing({ filter: category(), sort, currentPage })).data.products.items.map((i: any) => i.price_range.minimum_price.final_price.value as number);
      const ascending = [...(await prices({ price: 'ASC' }, 1)), ...(await prices({ price: 'ASC' }, 2))];
      expect(ascending).toHaveLength(12);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = await prices({ price: 'DESC' }, 1);
      expect(descending[0]).toBeGreaterThanOrEqual(ascending[ascending.length - 1]);

      const names = (await listing({ filter: category(), sort: { name: 'DESC' } })).data.products.items.map((i: any) => i.name as string);
      expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    });

    it('answers a page past the last with Magento\'s message naming the last page', async () => {
      const first = await listing({ filter: category() });
      const pages = first.data.products.page_info.total_pages;
      expect(pages).toBe(Math.ceil(first.data.products.total_count / 6));
      const body = await listing({ filter: category(), currentPage: 999 });
      expect(body.errors[0]).toMatchObject({
        message: `currentPage value 999 specified is greater than the ${pages} page(s) available.`,
        extensions: { category: 'graphql-input' },
      });
      const last = await listing({ filter: category(), currentPage: pages });
      expect(last.data.products.items.length).toBe(first.data.products.total_count - 6 * (pages - 1));
    });

    it('rejects page 0 with Magento\'s message', async () => {
      const body = await listing({ filter: category(), currentPage: 0 });
      expect(body.errors[0].message).toBe('currentPage value must be greater than 0.');
    });
  });
});
