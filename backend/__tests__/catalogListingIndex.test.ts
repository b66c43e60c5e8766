import Database from 'better-sqlite3';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { categoryAggregation, facetAggregations } from '../repositories/catalog/productAggregations';
import { loadActiveChildren } from '../repositories/catalog/categoryRepository';
import { queryProducts } from '../repositories/catalog/productSearch';
import { startTestBackend, type TestBackend } from '../test/testBackend';
import type { Db } from '../types';

/*
 * Category pages read the listing index of migration 025 (category_product_index and
 * product_listing_facets). Whatever is written to the catalogue tables, a category's products,
 * their order, its subcategory counts and its select-option counts must say what the tables say
 * now: the expectations here are worked out straight from categories, product_categories,
 * attribute values and configurable children, never from the index.
 */

const uidOf = (id: number) => Buffer.from(String(id)).toString('base64');

/** Enabled products a category lists (its own, and its active descendants' when it is an anchor), by position. */
function expectedListing(db: Db, categoryId: number): number[] {
  return db
    .prepare(
      `SELECT p.entity_id FROM categories c
       JOIN categories d ON d.is_active = 1 AND (d.entity_id = c.entity_id OR (c.is_anchor = 1 AND d.path LIKE c.path || '/%'))
       JOIN product_categories pc ON pc.category_id = d.entity_id
       JOIN products p ON p.entity_id = pc.product_id AND p.status = 1 AND p.visibility IN (2, 4)
       WHERE c.entity_id = ? AND c.is_active = 1
       GROUP BY p.entity_id ORDER BY MIN(pc.position), p.entity_id`,
    )
    .pluck()
    .all(categoryId) as number[];
}

/** "code:option" -> how many of the products have the option themselves or through an enabled configurable child. */
function expectedOptionCounts(db: Db, productIds: number[]): Record<string, number> {
  const rows = db
    .prepare(
      `SELECT a.attribute_code || ':' || v.option_id AS option, COUNT(DISTINCT owner.id) AS count
       FROM json_each(?) owner
       JOIN product_attribute_values v ON v.product_id = owner.value OR v.product_id IN (
         SELECT l.child_id FROM configurable_links l JOIN products c ON c.entity_id = l.child_id AND c.status = 1 WHERE l.parent_id = owner.value)
       JOIN attributes a ON a.attribute_id = v.attribute_id AND a.is_filterable = 1
       GROUP BY v.option_id`,
    )
    .all(JSON.stringify(productIds)) as Array<{ option: string; count: number }>;
  return Object.fromEntries(rows.map((row) => [row.option, row.count]));
}

describe('category listings follow catalogue writes (seeded backend)', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const run = (sql: string, ...params: unknown[]) => db().prepare(sql).run(...params);
  const idOfSku = (sku: string) => db().prepare('SELECT entity_id FROM products WHERE sku = ?').pluck().get(sku) as number;

  beforeEach(async () => {
    shop = await startTestBackend();
  }, 180_000);
  afterEach(() => shop.close());

  /** A page holds at most this many: the store root's listing is longer. */
  const PAGE_SIZE = 300;

  interface Listing {
    total: number;
    /** The first page, in order. */
    ids: number[];
    /** Subcategory uid -> count. */
    categories: Record<string, number>;
    /** "code:option" -> count, for the select attributes. */
    options: Record<string, number>;
  }

  async function listing(categoryId: number): Promise<Listing> {
    const { body } = await shop.graphql(
      `query listing($filter: ProductAttributeFilterInput) { products(filter: $filter, pageSize: ${PAGE_SIZE}) {
        total_count items { sku } aggregations { attribute_code options { value count } } } }`,
      { filter: { category_id: { eq: String(categoryId) } } },
    );
    expect(body.errors).toBeUndefined();
    const categories: Record<string, number> = {};
    const options: Record<string, number> = {};
    for (const aggregation of body.data.products.aggregations as Array<{ attribute_code: string; options: Array<{ value: string; count: number }> }>) {
      if (aggregation.attribute_code === 'price' || aggregation.attribute_code === 'brand') continue;
      for (const option of aggregation.options) {
        if (aggregation.attribute_code === 'category_uid') categories[option.value] = option.count;
        else options[`${aggregation.attribute_code}:${option.value}`] = option.count;
      }
    }
    return { total: body.data.products.total_count, ids: (body.data.products.items as Array<{ sku: string }>).map((item) => idOfSku(item.sku)), categories, options };
  }

  function expected(categoryId: number): Listing {
    const ids = expectedListing(db(), categoryId);
    const categories: Record<string, number> = {};
    for (const child of loadActiveChildren(db(), [categoryId]).get(categoryId) ?? []) {
      const count = expectedListing(db(), child.entity_id).filter((id) => ids.includes(id)).length;
      if (count > 0) categories[uidOf(child.entity_id)] = count;
    }
    return { total: ids.length, ids: ids.slice(0, PAGE_SIZE), categories, options: expectedOptionCounts(db(), ids) };
  }

  /** The top-level category and one of its leaves (with products), and another top-level category. */
  function fixture() {
    const leaf = db()
      .prepare(
        `SELECT d.entity_id AS leaf, CAST(substr(d.path, 5, instr(substr(d.path, 5), '/') - 1) AS INTEGER) AS top
         FROM categories d WHERE d.level = 4 AND EXISTS (SELECT 1 FROM product_categories WHERE category_id = d.entity_id) ORDER BY d.entity_id LIMIT 1`,
      )
      .get() as { leaf: number; top: number };
    const other = db().prepare('SELECT entity_id FROM categories WHERE level = 2 AND entity_id <> ? ORDER BY entity_id LIMIT 1').pluck().get(leaf.top) as number;
    return { ...leaf, other };
  }

  async function expectCurrent(...categoryIds: number[]) {
    for (const id of categoryIds) expect(await listing(id)).toEqual(expected(id));
  }

  it('answers from the tables before any write', async () => {
    const { leaf, top, other } = fixture();
    expect(expected(top).ids.length).toBeGreaterThan(expected(leaf).ids.length);
    await expectCurrent(top, leaf, other, 2);
  });

  it('follows products added to, moved between and removed from categories', async () => {
    const { leaf, top, other } = fixture();
    const product = expected(other).ids[0];
    run('INSERT INTO product_categories (product_id, category_id, position) VALUES (?, ?, 0)', product, leaf);
    expect((await listing(top)).ids[0]).toBe(product);
    await expectCurrent(top, leaf, other);

    run('UPDATE product_categories SET position = 999 WHERE product_id = ? AND category_id = ?', product, leaf);
    run('UPDATE product_categories SET category_id = ? WHERE product_id = ? AND category_id = ?', other, expected(leaf).ids[0], leaf);
    await expectCurrent(top, leaf, other);

    run('DELETE FROM product_categories WHERE product_id = ?', product);
    expect((await listing(other)).ids).not.toContain(product);
    await expectCurrent(top, leaf, other);
  });

  it('follows categories switched off, made non-anchor, moved and added', async () => {
    const { leaf, top, other } = fixture();
    run('UPDATE categories SET is_active = 0 WHERE entity_id = ?', leaf);
    expect((await listing(leaf)).ids).toEqual([]);
    await expectCurrent(top, other, 2);

    run('UPDATE categories SET is_active = 1 WHERE entity_id = ?', leaf);
    run('UPDATE categories SET is_anchor = 0 WHERE entity_id = ?', top);
    await expectCurrent(top, leaf);

    // The leaf's parent moves, with the leaf, under the other top-level category.
    const parent = db().prepare('SELECT parent_id FROM categories WHERE entity_id = ?').pluck().get(leaf) as number;
    const otherPath = db().prepare('SELECT path FROM categories WHERE entity_id = ?').pluck().get(other) as string;
    run('UPDATE categories SET parent_id = ?, path = ? WHERE entity_id = ?', other, `${otherPath}/${parent}`, parent);
    run("UPDATE categories SET path = ? || '/' || entity_id WHERE parent_id = ?", `${otherPath}/${parent}`, parent);
    await expectCurrent(top, other, parent, leaf, 2);

    run(
      `INSERT INTO categories (entity_id, parent_id, path, level, name, url_key, url_path, created_at)
       VALUES (9001, ?, ?, 3, 'New Arrivals', 'new-arrivals', 'new-arrivals-9001', '2026-01-01')`,
      other,
      `${otherPath}/9001`,
    );
    run('INSERT INTO product_categories (product_id, category_id, position) VALUES (?, 9001, 1)', expected(top).ids[0]);
    await expectCurrent(other, 9001);
    run('DELETE FROM categories WHERE entity_id = 9001');
    await expectCurrent(other, top);
  });

  it('follows select options: values written or removed, configurable children switched off or unlinked', async () => {
    const { top } = fixture();
    const parent = db()
      .prepare(
        `SELECT l.parent_id FROM configurable_links l JOIN product_categories pc ON pc.product_id = l.parent_id AND pc.category_id = ?
         GROUP BY l.parent_id HAVING COUNT(*) > 1 ORDER BY l.parent_id LIMIT 1`,
      )
      .pluck()
      .get(top) as number;
    const children = db().prepare('SELECT child_id FROM configurable_links WHERE parent_id = ? ORDER BY child_id').pluck().all(parent) as number[];
    const simple = expected(top).ids.find((id) => !children.includes(id) && id !== parent)!;
    const option = db().prepare('SELECT option_id, attribute_id FROM product_attribute_values WHERE product_id = ? LIMIT 1').get(children[0]) as {
      option_id: number;
      attribute_id: number;
    };

    run('UPDATE products SET status = 2 WHERE entity_id = ?', children[0]);
    await expectCurrent(top);
    run('UPDATE products SET status = 1 WHERE entity_id = ?', children[0]);
    run('DELETE FROM configurable_links WHERE parent_id = ? AND child_id = ?', parent, children[1]);
    await expectCurrent(top);

    run('INSERT OR IGNORE INTO product_attribute_values (product_id, attribute_id, option_id) VALUES (?, ?, ?)', simple, option.attribute_id, option.option_id);
    await expectCurrent(top);
    run('DELETE FROM product_attribute_values WHERE product_id = ?', children[0]);
    await expectCurrent(top);
  });
});

describe('listing index of migration 025', () => {
  it('is filled for the catalogue written before it', () => {
    const db = new Database(':memory:') as Db;
    db.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const migration of migrations.slice(0, migrations.findIndex((m) => m.id === '025_catalog_listing_index'))) {
      migration.up(db);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(migration.id, 'then');
    }
    db.exec(`
      INSERT INTO categories (entity_id, parent_id, path, level, name, url_key, url_path, created_at) VALUES
        (1, NULL, '1', 0, 'Root', 'root', 'root', 'then'), (2, 1, '1/2', 1, 'Default', 'default', 'default', 'then'),
        (3, 2, '1/2/3', 2, 'Skincare', 'skincare', 'skincare', 'then'), (4, 3, '1/2/3/4', 3, 'Serums', 'serums', 'skincare/serums', 'then');
      INSERT INTO attributes (attribute_id, attribute_code, frontend_label) VALUES (1, 'size', 'Size');
      INSERT INTO attribute_options (option_id, attribute_id, label) VALUES (10, 1, '30 ml'), (11, 1, '50 ml');
      INSERT INTO products (entity_id, sku, type_id, name, url_key, visibility, created_at, updated_at) VALUES
        (1, 'S-1', 'simple', 'Serum', 'serum', 4, 'then', 'then'), (2, 'C-2', 'configurable', 'Cream', 'cream', 4, 'then', 'then'),
        (3, 'C-2-50', 'simple', 'Cream 50 ml', 'cream-50', 1, 'then', 'then');
      INSERT INTO configurable_links (parent_id, child_id) VALUES (2, 3);
      INSERT INTO product_attribute_values (product_id, attribute_id, option_id) VALUES (1, 1, 10), (3, 1, 11);
      INSERT INTO product_categories (product_id, category_id, position) VALUES (1, 4, 2), (2, 3, 1);
    `);
    expect(migrate(db)[0]).toBe('025_catalog_listing_index');

    const query = { filter: { category_id: { eq: '3' } }, today: '2026-03-15' };
    const { matches } = queryProducts(db, query);
    expect(matches.map((m) => m.id)).toEqual([2, 1]);
    const serums = db.prepare('SELECT * FROM categories WHERE entity_id = 4').all() as Parameters<typeof categoryAggregation>[0];
    expect(categoryAggregation(serums, matches)?.options).toEqual([{ label: 'Serums', value: uidOf(4), count: 1 }]);
    const size = facetAggregations(db, query, matches).find((a) => a.attribute_code === 'size');
    expect(size?.options).toEqual([
      { label: '30 ml', value: '10', count: 1 },
      { label: '50 ml', value: '11', count: 1 },
    ]);
    db.close();
  });
});
