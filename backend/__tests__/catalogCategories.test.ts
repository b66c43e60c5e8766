import { startTestBackend, type TestBackend } from '../test/testBackend';

// categories / categoryList over HTTP against the seeded shop; expectations come from SQL.
describe('category queries (seeded backend)', () => {
  let shop: TestBackend;
  const one = <T>(sql: string, ...params: unknown[]) => shop.backend.db.prepare(sql).get(...params) as T;
  const all = <T>(sql: string, ...params: unknown[]) => shop.backend.db.prepare(sql).all(...params) as T[];
  const uidOf = (id: number) => Buffer.from(String(id)).toString('base64');
  const rootId = () => Number(one<{ value: string } | undefined>("SELECT value FROM core_config WHERE path = 'catalog/category/root_id'")?.value ?? 2);

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 180_000);
  afterAll(() => shop.close());

  it('answers the store root, whose active children by position are the top menu, without filters', async () => {
    const { body } = await shop.graphql('{ categoryList { id uid level children { name position include_in_menu children_count url_suffix } } }');
    const [root] = body.data.categoryList;
    expect(root).toMatchObject({ id: rootId(), uid: uidOf(rootId()), level: 1 });
    const expected = all<{ name: string; path: string }>('SELECT name, path FROM categories WHERE parent_id = ? AND is_active = 1 ORDER BY position, entity_id', rootId());
    expect(root.children.map((c: { name: string }) => c.name)).toEqual(expected.map((c) => c.name));
    const descendants = one<{ n: number }>('SELECT COUNT(*) AS n FROM categories WHERE path LIKE ?', `${expected[0].path}/%`).n;
    expect(root.children[0].children_count).toBe(String(descendants));
    expect(root.children[0].url_suffix).toBe('.html');
  });

  it('answers no URL for the store root, as Magento does, and no URL filter finds it', async () => {
    const { body } = await shop.graphql('{ categoryList { level name url_key url_path canonical_url relative_url children { url_key url_path } } }');
    const [root] = body.data.categoryList;
    expect(root).toMatchObject({ level: 1, url_key: null, url_path: null, canonical_url: null, relative_url: null });
    expect(root.children[0].url_key).toEqual(expect.any(String));
    expect(root.children[0].url_path).toEqual(expect.any(String));
    const stored = one<{ url_key: string; url_path: string }>('SELECT url_key, url_path FROM categories WHERE entity_id = ?', rootId());
    for (const filter of [`url_key: { eq: "${stored.url_key}" }`, `url_path: { eq: "${stored.url_path}" }`]) {
      const found = await shop.graphql(`{ categories(filters: { ${filter} }) { total_count items { uid } } }`);
      expect(found.body.data.categories).toEqual({ total_count: 0, items: [] });
    }
  });

  it('finds a category by url_path with its breadcrumbs, URLs and product count', async () => {
    const category = one<{ entity_id: number; url_path: string; path: string }>('SELECT entity_id, url_path, path FROM categories WHERE level = 4 AND is_active = 1 LIMIT 1');
    const { body } = await shop.graphql(
      `query ($path: String) { categories(filters: { url_path: { eq: $path } }) { total_count items {
        uid url_path canonical_url relative_url redirect_code type product_count
        breadcrumbs { category_uid category_name category_level category_url_path }
        products(pageSize: 3) { total_count items { sku } } } } }`,
      { path: category.url_path },
    );
    const result = body.data.categories;
    expect(result.total_count).toBe(1);
    const item = result.items[0];
    expect(item).toMatchObject({ uid: uidOf(category.entity_id), canonical_url: `${category.url_path}.html`, relative_url: `${category.url_path}.html`, redirect_code: 0, type: 'CATEGORY' });
    const ancestors = all<{ entity_id: number; name: string; level: number }>(
      'SELECT entity_id, name, level FROM categories WHERE entity_id IN (SELECT value FROM json_each(?)) AND level >= 2 ORDER BY level',
      JSON.stringify(category.path.split('/').slice(0, -1).map(Number)),
    );
    expect(item.breadcrumbs.map((b: any) => [b.category_uid, b.category_name, b.category_level])).toEqual(ancestors.map((a) => [uidOf(a.entity_id), a.name, a.level]));
    const visible = one<{ n: number }>(
      `SELECT COUNT(DISTINCT p.entity_id) AS n FROM products p JOIN product_categories pc ON pc.product_id = p.entity_id
       JOIN categories c ON c.entity_id = pc.category_id AND c.is_active = 1
       WHERE p.status = 1 AND p.visibility IN (2, 4) AND (c.entity_id = ? OR c.path LIKE ?)`,
      category.entity_id,
      `${category.path}/%`,
    ).n;
    expect(item.product_count).toBe(visible);
    expect(item.products.total_count).toBe(visible);
    expect(item.products.items.length).toBe(Math.min(3, visible));
  });

  it('filters by parent uid, name match and ids, and pages the result', async () => {
    const parent = one<{ entity_id: number }>('SELECT parent_id AS entity_id FROM categories WHERE level = 3 GROUP BY parent_id HAVING COUNT(*) >= 3 LIMIT 1');
    const children = all<{ name: string }>('SELECT name FROM categories WHERE parent_id = ? AND is_active = 1 ORDER BY position', parent.entity_id);
    const { body } = await shop.graphql(`{ categories(filters: { parent_category_uid: { eq: "${uidOf(parent.entity_id)}" } }, pageSize: 2, currentPage: 2) {
      total_count page_info { total_pages current_page } items { name } } }`);
    expect(body.data.categories.total_count).toBe(children.length);
    expect(body.data.categories.page_info).toEqual({ total_pages: Math.ceil(children.length / 2), current_page: 2 });
    expect(body.data.categories.items.map((c: { name: string }) => c.name)).toEqual(children.slice(2, 4).map((c) => c.name));

    const word = children[0].name.split(' ')[0];
    const matching = one<{ n: number }>('SELECT COUNT(*) AS n FROM categories WHERE is_active = 1 AND level >= 2 AND name LIKE ?', `%${word}%`).n;
    const byName = await shop.graphql(`{ categories(filters: { name: { match: "${word}" } }, pageSize: 100) { total_count } }`);
    expect(byName.body.data.categories.total_count).toBe(matching);
  });

  it('leaves inactive categories out, as matches and as children', async () => {
    const category = one<{ entity_id: number; parent_id: number; url_path: string }>('SELECT entity_id, parent_id, url_path FROM categories WHERE level = 3 AND is_active = 1 LIMIT 1');
    shop.backend.db.prepare('UPDATE categories SET is_active = 0 WHERE entity_id = ?').run(category.entity_id);
    const { body } = await shop.graphql(`{
      byPath: categories(filters: { url_path: { eq: "${category.url_path}" } }) { total_count }
      parent: categoryList(filters: { ids: { eq: "${category.parent_id}" } }) { children { id } } }`);
    expect(body.data.byPath.total_count).toBe(0);
    expect(body.data.parent[0].children.map((c: { id: number }) => c.id)).not.toContain(category.entity_id);
  });

  it('checks paging arguments with Magento messages', async () => {
    const { body } = await shop.graphql('{ categories(pageSize: 0) { total_count } }');
    expect(body.errors[0]).toMatchObject({ message: 'pageSize value must be greater than 0.', extensions: { category: 'graphql-input' } });
  });
});
