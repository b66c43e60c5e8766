import { startTestBackend, type TestBackend } from '../test/testBackend';

// The products query over HTTP against the seeded shop; expectations come from the database.
describe('products query (seeded backend)', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const one = <T>(sql: string, ...params: unknown[]) => db().prepare(sql).get(...params) as T;
  const all = <T>(sql: string, ...params: unknown[]) => db().prepare(sql).all(...params) as T[];

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 180_000);
  afterAll(() => shop.close());

  async function products(args: string, selection = 'total_count items { sku name price_range { minimum_price { final_price { value } } } }', headers?: Record<string, string>) {
    const { body } = await shop.graphql(`{ products(${args}) { ${selection} } }`, undefined, { headers });
    return body;
  }

  /** A top-level category with products, chosen by SQL. */
  const topCategory = () =>
    one<{ entity_id: number; uid: string }>(
      `SELECT c.entity_id FROM categories c WHERE c.level = 2 AND c.is_active = 1 AND
       (SELECT COUNT(*) FROM product_categories pc JOIN categories d ON d.entity_id = pc.category_id
        WHERE d.path = c.path OR d.path LIKE c.path || '/%') > 25 ORDER BY c.position LIMIT 1`,
    );
  const uidOf = (id: number) => Buffer.from(String(id)).toString('base64');

  describe('input errors (graphql-input, exact Magento text)', () => {
    it.each([
      ['pageSize: 5', "'search' or 'filter' input argument is required."],
      ['search: "serum", currentPage: 0', 'currentPage value must be greater than 0.'],
      ['search: "serum", pageSize: 0', 'pageSize value must be greater than 0.'],
    ])('products(%s)', async (args, message) => {
      const body = await products(args);
      expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
      expect(body.data.products).toBeNull();
    });

    it('rejects a page beyond the last one and names both numbers', async () => {
      const category = uidOf(topCategory().entity_id);
      const first = await products(`filter: { category_uid: { eq: "${category}" } }, pageSize: 10`, 'total_count page_info { total_pages }');
      const pages = first.data.products.page_info.total_pages;
      const body = await products(`filter: { category_uid: { eq: "${category}" } }, pageSize: 10, currentPage: ${pages + 1}`);
      expect(body.errors[0].message).toBe(`currentPage value ${pages + 1} specified is greater than the ${pages} page(s) available.`);
    });
  });

  describe('pagination', () => {
    it('returns the remainder on the last page and counts parents only', async () => {
      const category = topCategory();
      const expected = one<{ n: number }>(
        `SELECT COUNT(DISTINCT p.entity_id) AS n FROM products p JOIN product_categories pc ON pc.product_id = p.entity_id
         JOIN categories c ON c.entity_id = pc.category_id AND c.is_active = 1
         WHERE p.status = 1 AND p.visibility IN (2, 4) AND (c.entity_id = ? OR c.path LIKE (SELECT path FROM categories WHERE entity_id = ?) || '/%')`,
        category.entity_id,
        category.entity_id,
      ).n;
      const pageSize = 7;
      const pages = Math.ceil(expected / pageSize);
      const body = await products(`filter: { category_id: { eq: "${category.entity_id}" } }, pageSize: ${pageSize}, currentPage: ${pages}`, 'total_count page_info { total_pages current_page page_size } items { sku }');
      expect(body.data.products.total_count).toBe(expected);
      expect(body.data.products.page_info).toEqual({ total_pages: pages, current_page: pages, page_size: pageSize });
      expect(body.data.products.items).toHaveLength(expected - pageSize * (pages - 1));
    });

    it('answers an empty result (not an error) when nothing matches', async () => {
      const body = await products('filter: { sku: { eq: "NO-SUCH-SKU" } }', 'total_count items { sku } page_info { total_pages }');
      expect(body.errors).toBeUndefined();
      expect(body.data.products).toEqual({ total_count: 0, items: [], page_info: { total_pages: 0 } });
    });
  });

  describe('filters', () => {
    it('filters by sku with eq and in, and hides products not visible in the catalogue', async () => {
      const [a, b] = all<{ sku: string }>('SELECT sku FROM products WHERE status = 1 AND visibility IN (2, 4) ORDER BY entity_id LIMIT 2');
      const hidden = one<{ sku: string }>('SELECT sku FROM products WHERE visibility = 1 LIMIT 1');
      expect((await products(`filter: { sku: { eq: "${a.sku}" } }`)).data.products.items.map((i: { sku: string }) => i.sku)).toEqual([a.sku]);
      const both = await products(`filter: { sku: { in: ["${a.sku}", "${b.sku}", "${hidden.sku}"] } }`);
      expect(both.data.products.items.map((i: { sku: string }) => i.sku).sort()).toEqual([a.sku, b.sku].sort());
    });

    it('filters by url_key and by a name match', async () => {
      const product = one<{ sku: string; url_key: string; name: string }>("SELECT sku, url_key, name FROM products WHERE status = 1 AND visibility = 4 AND type_id = 'simple' LIMIT 1");
      expect((await products(`filter: { url_key: { eq: "${product.url_key}" } }`)).data.products.items[0].sku).toBe(product.sku);
      const word = product.name.split(' ').sort((x, y) => y.length - x.length)[0];
      const expected = one<{ n: number }>('SELECT COUNT(*) AS n FROM products WHERE status = 1 AND visibility IN (2, 4) AND name LIKE ?', `%${word}%`).n;
      const body = await products(`filter: { name: { match: "${word}" } }, pageSize: 100`, 'total_count items { name }');
      expect(body.data.products.total_count).toBe(expected);
      for (const item of body.data.products.items) expect(item.name.toLowerCase()).toContain(word.toLowerCase());
    });

    it('filters by price range with either end open (from inclusive, to exclusive)', async () => {
      // Page by page: a page holds at most 300 (Magento's maximum pageSize), the catalogue more.
      const prices = async (range: string) => {
        const found: number[] = [];
        for (let page = 1; ; page += 1) {
          const { data } = await products(`filter: { price: ${range} }, pageSize: 300, currentPage: ${page}`);
          found.push(...data.products.items.map((i: any) => i.price_range.minimum_price.final_price.value as number));
          if (found.length >= data.products.total_count) return found;
        }
      };
      const everything = await prices('{}');
      const from = await prices('{ from: "100000" }');
      const to = await prices('{ to: "100000" }');
      const both = await prices('{ from: "50000", to: "150000" }');
      expect(from.length).toBeGreaterThan(0);
      expect(to.length).toBeGreaterThan(0);
      expect(from.every((p: number) => p >= 100000)).toBe(true);
      expect(to.every((p: number) => p < 100000)).toBe(true);
      expect(from.length + to.length).toBe(everything.length);
      expect(both.every((p: number) => p >= 50000 && p < 150000)).toBe(true);
      expect(both.length).toBe(everything.filter((p: number) => p >= 50000 && p < 150000).length);
    });

    it('filters a category by url path, including its subcategories (anchor)', async () => {
      const child = one<{ url_path: string; parent_id: number }>('SELECT url_path, parent_id FROM categories WHERE level = 3 AND is_active = 1 ORDER BY position LIMIT 1');
      const parent = one<{ url_path: string }>('SELECT url_path FROM categories WHERE entity_id = ?', child.parent_id);
      const inChild = await products(`filter: { category_url_path: { eq: "${child.url_path}" } }, pageSize: 300`, 'total_count items { sku }');
      const inParent = await products(`filter: { category_url_path: { eq: "${parent.url_path}" } }, pageSize: 300`, 'total_count items { sku }');
      expect(inChild.data.products.total_count).toBeGreaterThan(0);
      const parentSkus = new Set(inParent.data.products.items.map((i: { sku: string }) => i.sku));
      for (const item of inChild.data.products.items) expect(parentSkus.has(item.sku)).toBe(true);
    });
  });

  describe('sorting', () => {
    const category = () => `filter: { category_uid: { eq: "${uidOf(topCategory().entity_id)}" } }, pageSize: 100`;
    const finals = (body: any) => body.data.products.items.map((i: any) => i.price_range.minimum_price.final_price.value as number);

    it('sorts by price both ways', async () => {
      const asc = finals(await products(`${category()}, sort: { price: ASC }`));
      const desc = finals(await products(`${category()}, sort: { price: DESC }`));
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      expect(desc).toEqual([...asc].sort((a, b) => b - a));
    });

    it('sorts by name', async () => {
      const names = (await products(`${category()}, sort: { name: ASC }`)).data.products.items.map((i: { name: string }) => i.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    });

    it('offers the sort fields, with relevance only for a search', async () => {
      const browse = await products(category(), 'sort_fields { default options { value label } }');
      expect(browse.data.products.sort_fields.default).toBe('position');
      expect(browse.data.products.sort_fields.options.map((o: { value: string }) => o.value)).toEqual(['position', 'name', 'price']);
      const search = await products('search: "serum"', 'sort_fields { default }');
      expect(search.data.products.sort_fields.default).toBe('relevance');
    });
  });

  it('ranks products whose name has the search word above those matching elsewhere', async () => {
    // A word found in some names and in the descriptions of other products.
    const word = 'skin';
    const body = await products(`search: "${word}", pageSize: 300`, 'total_count items { name }');
    const names: string[] = body.data.products.items.map((i: { name: string }) => i.name.toLowerCase());
    const inName = names.map((n) => n.includes(word));
    expect(inName).toContain(true);
    expect(inName).toContain(false);
    expect(inName.indexOf(false)).toBe(inName.lastIndexOf(true) + 1);
  });

  describe('aggregations', () => {
    const selection = 'total_count aggregations { attribute_code label count options { label value count } }';

    it('counts each select-attribute option and brand like SQL does, over the whole result', async () => {
      const category = topCategory();
      const body = await products(`filter: { category_id: { eq: "${category.entity_id}" } }, pageSize: 1`, selection);
      const aggregations: any[] = body.data.products.aggregations;
      const listing = `SELECT DISTINCT p.entity_id FROM products p JOIN product_categories pc ON pc.product_id = p.entity_id
        JOIN categories c ON c.entity_id = pc.category_id AND c.is_active = 1
        WHERE p.status = 1 AND p.visibility IN (2, 4) AND (c.entity_id = ${category.entity_id} OR c.path LIKE (SELECT path FROM categories WHERE entity_id = ${category.entity_id}) || '/%')`;
      const attributes = aggregations.filter((a) => !['price', 'category_uid', 'brand'].includes(a.attribute_code));
      expect(attributes.length).toBeGreaterThan(0);
      for (const aggregation of attributes) {
        expect(aggregation.count).toBe(aggregation.options.length);
        for (const option of aggregation.options) {
          const expected = one<{ n: number }>(
            `SELECT COUNT(*) AS n FROM (${listing}) r WHERE EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.option_id = ? AND (v.product_id = r.entity_id
               OR v.product_id IN (SELECT l.child_id FROM configurable_links l JOIN products k ON k.entity_id = l.child_id AND k.status = 1 WHERE l.parent_id = r.entity_id)))`,
            Number(option.value),
          ).n;
          expect({ code: aggregation.attribute_code, option: option.label, count: option.count }).toEqual({ code: aggregation.attribute_code, option: option.label, count: expected });
        }
      }
      const brands = aggregations.find((a) => a.attribute_code === 'brand');
      const brandCounts = all<{ value: string; count: number }>(
        `SELECT CAST(p.brand_id AS TEXT) AS value, COUNT(*) AS count FROM products p WHERE p.entity_id IN (${listing}) AND p.brand_id IS NOT NULL GROUP BY p.brand_id`,
      );
      expect(Object.fromEntries(brands.options.map((o: any) => [o.value, o.count]))).toEqual(Object.fromEntries(brandCounts.map((b) => [b.value, b.count])));
    });

    it('lists the direct subcategories and price buckets that the filters then select exactly', async () => {
      const category = topCategory();
      const filter = `category_uid: { eq: "${uidOf(category.entity_id)}" }`;
      const body = await products(`filter: { ${filter} }, pageSize: 1`, selection);
      const byCode = Object.fromEntries(body.data.products.aggregations.map((a: any) => [a.attribute_code, a]));
      const children = all<{ name: string }>('SELECT name FROM categories WHERE parent_id = ? AND is_active = 1 ORDER BY position', category.entity_id).map((c) => c.name);
      for (const option of byCode.category_uid.options) expect(children).toContain(option.label);

      const total = body.data.products.total_count;
      expect(byCode.price.options.reduce((sum: number, o: any) => sum + o.count, 0)).toBe(total);
      for (const option of byCode.price.options) {
        const [from, to] = option.value.split('_');
        expect(option.label).toBe(`${from}-${to}`);
        const filtered = await products(`filter: { ${filter}, price: { from: "${from}", to: "${to}" } }`, 'total_count');
        expect(filtered.data.products.total_count).toBe(option.count);
      }
      for (const option of byCode.category_uid.options) {
        const filtered = await products(`filter: { category_uid: { eq: "${option.value}" } }`, 'total_count');
        expect(filtered.data.products.total_count).toBe(option.count);
      }
    });
  });

  describe('prices and stock', () => {
    const priceSelection = 'items { sku special_price price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } } }';

    it('shows an active special price as a discount consistent with both prices', async () => {
      const product = one<{ sku: string; price: number; special_price: number }>(
        `SELECT sku, price, special_price FROM products WHERE type_id = 'simple' AND status = 1 AND visibility = 4 AND special_price < price
         AND (special_from_date IS NULL OR date(special_from_date) <= date('now')) AND (special_to_date IS NULL OR date(special_to_date) >= date('now')) LIMIT 1`,
      );
      const { minimum_price } = (await products(`filter: { sku: { eq: "${product.sku}" } }`, priceSelection)).data.products.items[0].price_range;
      expect(minimum_price.regular_price).toEqual({ value: product.price, currency: 'IDR' });
      expect(minimum_price.final_price).toEqual({ value: product.special_price, currency: 'IDR' });
      expect(minimum_price.discount.amount_off).toBeCloseTo(product.price - product.special_price, 2);
      expect(minimum_price.discount.percent_off).toBeCloseTo(((product.price - product.special_price) / product.price) * 100, 1);
    });

    it('converts amounts to the Content-Currency', async () => {
      const rate = one<{ rate: number }>("SELECT rate FROM currency_rates WHERE currency_from = 'IDR' AND currency_to = 'USD'").rate;
      const product = one<{ sku: string; price: number }>("SELECT sku, price FROM products WHERE type_id = 'simple' AND status = 1 AND visibility = 4 AND special_price IS NULL LIMIT 1");
      const body = await products(`filter: { sku: { eq: "${product.sku}" } }`, priceSelection, { 'Content-Currency': 'USD' });
      const { regular_price } = body.data.products.items[0].price_range.minimum_price;
      expect(regular_price.currency).toBe('USD');
      expect(regular_price.value).toBeCloseTo(product.price * rate, 2);
    });

    it('reports a product flagged out of stock as OUT_OF_STOCK and a stocked one as IN_STOCK', async () => {
      const out = one<{ sku: string }>("SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.status = 1 AND s.is_in_stock = 0 LIMIT 1");
      const stocked = one<{ sku: string }>("SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.status = 1 AND s.is_in_stock = 1 AND s.qty > 0 LIMIT 1");
      const body = await products(`filter: { sku: { in: ["${out.sku}", "${stocked.sku}"] } }`, 'items { sku stock_status }');
      const status = Object.fromEntries(body.data.products.items.map((i: any) => [i.sku, i.stock_status]));
      expect(status).toEqual({ [out.sku]: 'OUT_OF_STOCK', [stocked.sku]: 'IN_STOCK' });
    });

    it('makes a configurable out of stock once none of its children is', async () => {
      const parent = one<{ entity_id: number; sku: string }>("SELECT entity_id, sku FROM products WHERE type_id = 'configurable' AND status = 1 AND visibility = 4 LIMIT 1");
      const stock = () => products(`filter: { sku: { eq: "${parent.sku}" } }`, 'items { stock_status }').then((b) => b.data.products.items[0].stock_status);
      expect(await stock()).toBe('IN_STOCK');
      const children = 'product_id IN (SELECT child_id FROM configurable_links WHERE parent_id = ?)';
      const before = all<{ product_id: number; is_in_stock: number }>(`SELECT product_id, is_in_stock FROM product_stock WHERE ${children}`, parent.entity_id);
      db().prepare(`UPDATE product_stock SET is_in_stock = 0 WHERE ${children}`).run(parent.entity_id);
      try {
        expect(await stock()).toBe('OUT_OF_STOCK');
      } finally {
        const restore = db().prepare('UPDATE product_stock SET is_in_stock = ? WHERE product_id = ?');
        for (const row of before) restore.run(row.is_in_stock, row.product_id);
      }
    });
  });

  describe('product types', () => {
    it('describes a configurable product: options, values and variants agree with the links', async () => {
      const parent = one<{ entity_id: number; sku: string }>(
        "SELECT p.entity_id, p.sku FROM products p WHERE p.type_id = 'configurable' AND p.status = 1 AND p.visibility = 4 ORDER BY p.entity_id DESC LIMIT 1",
      );
      const body = await products(
        `filter: { sku: { eq: "${parent.sku}" } }`,
        `items { __typename ... on ConfigurableProduct {
          configurable_options { uid attribute_code attribute_uid values { uid value_index label swatch_data { __typename value } } }
          variants { attributes { uid code value_index label } product { __typename sku price_range { minimum_price { final_price { value } } } } }
          price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } } } }`,
      );
      const item = body.data.products.items[0];
      expect(item.__typename).toBe('ConfigurableProduct');
      const attributes = all<{ attribute_id: number; attribute_code: string }>(
        'SELECT a.attribute_id, a.attribute_code FROM configurable_attributes ca JOIN attributes a ON a.attribute_id = ca.attribute_id WHERE ca.product_id = ? ORDER BY ca.position',
        parent.entity_id,
      );
      expect(item.configurable_options.map((o: any) => o.attribute_code)).toEqual(attributes.map((a) => a.attribute_code));
      const decode = (uid: string) => Buffer.from(uid, 'base64').toString();
      item.configurable_options.forEach((option: any, index: number) => {
        expect(decode(option.uid)).toBe(`configurable/${parent.entity_id}/${attributes[index].attribute_id}`);
        for (const value of option.values) expect(decode(value.uid)).toBe(`configurable/${attributes[index].attribute_id}/${value.value_index}`);
      });
      const children = all<{ sku: string; entity_id: number }>(
        'SELECT c.sku, c.entity_id FROM configurable_links l JOIN products c ON c.entity_id = l.child_id AND c.status = 1 WHERE l.parent_id = ?',
        parent.entity_id,
      );
      expect(item.variants.map((v: any) => v.product.sku).sort()).toEqual(children.map((c) => c.sku).sort());
      for (const variant of item.variants) {
        expect(variant.product.__typename).toBe('SimpleProduct');
        const child = children.find((c) => c.sku === variant.product.sku)!;
        for (const attribute of variant.attributes) {
          const option = one<{ option_id: number }>(
            'SELECT v.option_id FROM product_attribute_values v JOIN attributes a ON a.attribute_id = v.attribute_id WHERE v.product_id = ? AND a.attribute_code = ?',
            child.entity_id,
            attribute.code,
          );
          expect(attribute.value_index).toBe(option.option_id);
        }
      }
      const childFinals = item.variants.map((v: any) => v.product.price_range.minimum_price.final_price.value);
      expect(item.price_range.minimum_price.final_price.value).toBeGreaterThanOrEqual(Math.min(...childFinals));
      expect(item.price_range.maximum_price.final_price.value).toBeLessThanOrEqual(Math.max(...childFinals));
    });

    it('narrows configurable_product_options_selection to the chosen in-stock variant', async () => {
      const parent = one<{ entity_id: number; sku: string }>(
        `SELECT p.entity_id, p.sku FROM products p JOIN configurable_attributes ca ON ca.product_id = p.entity_id
         WHERE p.type_id = 'configurable' AND p.status = 1 GROUP BY p.entity_id HAVING COUNT(*) = 1 LIMIT 1`,
      );
      const child = one<{ sku: string; attribute_id: number; option_id: number }>(
        `SELECT c.sku, v.attribute_id, v.option_id FROM configurable_links l JOIN products c ON c.entity_id = l.child_id AND c.status = 1
         JOIN product_stock s ON s.product_id = c.entity_id AND s.is_in_stock = 1 AND s.qty > 0
         JOIN configurable_attributes ca ON ca.product_id = l.parent_id JOIN product_attribute_values v ON v.product_id = c.entity_id AND v.attribute_id = ca.attribute_id
         WHERE l.parent_id = ? LIMIT 1`,
        parent.entity_id,
      );
      const uid = Buffer.from(`configurable/${child.attribute_id}/${child.option_id}`).toString('base64');
      const body = await products(
        `filter: { sku: { eq: "${parent.sku}" } }`,
        `items { ... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: ["${uid}"]) {
          configurable_options { values { uid is_available } } variant { sku } } } }`,
      );
      const selection = body.data.products.items[0].configurable_product_options_selection;
      expect(selection.variant).toEqual({ sku: child.sku });
      expect(selection.configurable_options[0].values).toContainEqual({ uid, is_available: true });
    });

    it('lists the options and selections of a bundle product', async () => {
      const bundle = one<{ entity_id: number; sku: string; dynamic_price: number }>("SELECT entity_id, sku, dynamic_price FROM products WHERE type_id = 'bundle' AND status = 1 LIMIT 1");
      const body = await products(
        `filter: { sku: { eq: "${bundle.sku}" } }`,
        'items { __typename ... on BundleProduct { dynamic_price items { uid title required type options { uid label quantity is_default price_type product { sku } } } } }',
      );
      const item = body.data.products.items[0];
      expect(item.__typename).toBe('BundleProduct');
      expect(item.dynamic_price).toBe(Boolean(bundle.dynamic_price));
      const options = all<{ option_id: number; title: string }>('SELECT option_id, title FROM bundle_options WHERE parent_id = ? ORDER BY position, option_id', bundle.entity_id);
      expect(item.items.map((i: any) => i.title)).toEqual(options.map((o) => o.title));
      item.items.forEach((bundleItem: any, index: number) => {
        const skus = all<{ sku: string }>(
          'SELECT p.sku FROM bundle_selections s JOIN products p ON p.entity_id = s.product_id AND p.status = 1 WHERE s.option_id = ? ORDER BY s.position, s.selection_id',
          options[index].option_id,
        ).map((s) => s.sku);
        expect(bundleItem.options.map((o: any) => o.product.sku)).toEqual(skus);
      });
    });

    it('lists the members of a grouped product with their quantities', async () => {
      const grouped = one<{ entity_id: number; sku: string }>("SELECT entity_id, sku FROM products WHERE type_id = 'grouped' AND status = 1 LIMIT 1");
      const body = await products(`filter: { sku: { eq: "${grouped.sku}" } }`, 'items { __typename ... on GroupedProduct { items { qty position product { sku } } } }');
      const members = all<{ sku: string; qty: number }>(
        `SELECT p.sku, l.qty FROM product_links l JOIN products p ON p.entity_id = l.linked_product_id AND p.status = 1
         WHERE l.product_id = ? AND l.link_type = 'super' ORDER BY l.position, l.link_id`,
        grouped.entity_id,
      );
      expect(body.data.products.items[0].items.map((i: any) => ({ sku: i.product.sku, qty: i.qty }))).toEqual(members);
    });

    it('gives rating summary and review count from approved reviews only', async () => {
      const product = one<{ entity_id: number; sku: string }>(
        'SELECT p.entity_id, p.sku FROM products p JOIN reviews r ON r.product_id = p.entity_id AND r.status = 1 WHERE p.visibility = 4 AND p.status = 1 GROUP BY p.entity_id LIMIT 1',
      );
      const expected = one<{ n: number; avg: number }>(
        'SELECT COUNT(DISTINCT r.review_id) AS n, AVG(rr.value) AS avg FROM reviews r JOIN review_ratings rr ON rr.review_id = r.review_id WHERE r.product_id = ? AND r.status = 1',
        product.entity_id,
      );
      const body = await products(`filter: { sku: { eq: "${product.sku}" } }`, 'items { rating_summary review_count reviews(pageSize: 2) { items { nickname average_rating } page_info { total_pages } } }');
      const item = body.data.products.items[0];
      expect(item.review_count).toBe(expected.n);
      expect(item.rating_summary).toBeCloseTo(expected.avg * 20, 0);
      expect(item.reviews.items.length).toBe(Math.min(2, expected.n));
      expect(item.reviews.page_info.total_pages).toBe(Math.ceil(expected.n / 2));
    });
  });

  it('answers a GET query with X-Magento-Cache-Id', async () => {
    const { status, headers, body } = await shop.graphql('{ products(search: "serum", pageSize: 2) { total_count items { uid } } }', undefined, { method: 'GET' });
    expect(status).toBe(200);
    expect(body.data.products.items).toHaveLength(2);
    expect(headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a category page of 20 products with aggregations in well under 100 ms', async () => {
    const query = `{ products(filter: { category_uid: { eq: "${uidOf(topCategory().entity_id)}" } }, pageSize: 20) {
      total_count aggregations { attribute_code options { value count } }
      items { uid name sku stock_status small_image { url label } rating_summary
        price_range { minimum_price { regular_price { value } final_price { value } discount { percent_off } } maximum_price { final_price { value } } }
        ... on ConfigurableProduct { configurable_options { attribute_code values { uid swatch_data { value } } } variants { product { sku stock_status } } } } } }`;
    const timings: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      const { body } = await shop.graphql(query);
      timings.push(performance.now() - started);
      expect(body.data.products.items).toHaveLength(20);
    }
    // The best of several runs, so a busy test machine does not make it flaky.
    expect(Math.min(...timings)).toBeLessThan(100);
  });
});
