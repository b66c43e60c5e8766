import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { DOWNLOADABLE_FILE_KEYS } from '../../downloadable/files';
import type { Db } from '../../types';
import { SAMPLE_REDIRECTS, seedCatalog } from '../catalog';
import { seedStore } from '../store';

interface SeededShop {
  db: Db;
  mediaDir: string;
  dir: string;
  seconds: number;
}

async function seedShop(): Promise<SeededShop> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-seed-'));
  const mediaDir = path.join(dir, 'media');
  const db = openDatabase(path.join(dir, 'shop.sqlite'));
  migrate(db);
  await seedStore(db, { mediaDir });
  const started = Date.now();
  await seedCatalog(db, { mediaDir });
  return { db, mediaDir, dir, seconds: (Date.now() - started) / 1000 };
}

let shop: SeededShop;
let twin: SeededShop;

beforeAll(async () => {
  shop = await seedShop();
  twin = await seedShop();
  console.log(`catalogue seed took ${shop.seconds.toFixed(1)} s and ${twin.seconds.toFixed(1)} s`);
}, 180_000);

afterAll(() => {
  for (const seeded of [shop, twin]) {
    seeded?.db.close();
    if (seeded) fs.rmSync(seeded.dir, { recursive: true, force: true });
  }
});

const all = <T>(sql: string, ...params: unknown[]) => shop.db.prepare(sql).all(...params) as T[];
const value = <T>(sql: string, ...params: unknown[]) => shop.db.prepare(sql).pluck().get(...params) as T;

/** Visible products that are not configurable children. */
const VISIBLE_PARENTS = `SELECT p.*, s.qty, s.is_in_stock FROM products p JOIN product_stock s ON s.product_id = p.entity_id
  WHERE p.visibility = 4 AND p.entity_id NOT IN (SELECT child_id FROM configurable_links)`;

interface ProductRow {
  entity_id: number;
  sku: string;
  type_id: string;
  price: number;
  special_price: number | null;
  weight: number | null;
  qty: number;
  is_in_stock: number;
  image: string;
  small_image: string;
  thumbnail: string;
}

describe('catalogue seed', () => {
  it('creates 300+ visible parent products of every type', () => {
    expect(all(VISIBLE_PARENTS).length).toBeGreaterThanOrEqual(300);
    const types = all<{ type_id: string }>('SELECT DISTINCT type_id FROM products').map((row) => row.type_id);
    expect(types.sort()).toEqual(['bundle', 'configurable', 'downloadable', 'grouped', 'simple', 'virtual']);
  });

  it('sells one downloadable e-book in Skincare > Sets & Kits with two priced links, a sample and files the shop serves', () => {
    const books = all<{ entity_id: number; price: number; links_purchased_separately: number; weight: number | null; image: string }>(
      "SELECT * FROM products WHERE type_id = 'downloadable'",
    );
    expect(books).toHaveLength(1);
    const [book] = books;
    expect(book).toMatchObject({ links_purchased_separately: 1, weight: null });
    expect(book.image).toMatch(/\.jpg$/);
    const links = all<{ price: number; file_key: string }>('SELECT price, file_key FROM downloadable_links WHERE product_id = ? ORDER BY sort_order', book.entity_id);
    expect(links).toHaveLength(2);
    expect(links.every((link) => link.price > 0 && Number.isInteger(link.price))).toBe(true);
    const samples = all<{ file_key: string }>('SELECT file_key FROM downloadable_samples WHERE product_id = ?', book.entity_id);
    expect(samples).toHaveLength(1);
    for (const { file_key } of [...links, ...samples]) expect(DOWNLOADABLE_FILE_KEYS).toContain(file_key);
    expect(value<string>("SELECT c.url_path FROM product_categories pc JOIN categories c ON c.entity_id = pc.category_id WHERE pc.product_id = ? ORDER BY c.level DESC LIMIT 1", book.entity_id)).toMatch(/^skincare\/sets/);
    expect(value<number>("SELECT COUNT(*) FROM url_rewrites WHERE entity_type = 'product' AND entity_id = ? AND redirect_type = 0", book.entity_id)).toBeGreaterThan(0);
  });

  it('sells virtual lab-test vouchers without weight in the Lab Tests tree', () => {
    const virtual = all<{ weight: number | null; paths: string }>(
      `SELECT p.weight, GROUP_CONCAT(c.url_path) AS paths FROM products p
       JOIN product_categories pc ON pc.product_id = p.entity_id JOIN categories c ON c.entity_id = pc.category_id
       WHERE p.type_id = 'virtual' GROUP BY p.entity_id`,
    );
    expect(virtual.length).toBeGreaterThan(0);
    for (const product of virtual) {
      expect(product.weight).toBeNull();
      expect(product.paths.split(',').every((urlPath) => urlPath.startsWith('lab-tests'))).toBe(true);
    }
  });

  it('gives every configurable 2+ in-catalogue children with distinct values of its configurable attributes', () => {
    const configurables = all<{ entity_id: number; sku: string }>("SELECT entity_id, sku FROM products WHERE type_id = 'configurable'");
    expect(configurables.length).toBeGreaterThan(10);
    for (const parent of configurables) {
      const attributeIds = all<{ attribute_id: number }>('SELECT attribute_id FROM configurable_attributes WHERE product_id = ?', parent.entity_id).map((row) => row.attribute_id);
      expect(attributeIds.length).toBeGreaterThan(0);
      const children = all<{ entity_id: number; sku: string; type_id: string; visibility: number }>(
        'SELECT p.entity_id, p.sku, p.type_id, p.visibility FROM configurable_links l JOIN products p ON p.entity_id = l.child_id WHERE l.parent_id = ?',
        parent.entity_id,
      );
      expect(children.length).toBeGreaterThanOrEqual(2);
      const combinations = children.map((child) => {
        expect(child).toMatchObject({ type_id: 'simple', visibility: 1 });
        expect(child.sku.startsWith(`${parent.sku}-`)).toBe(true);
        return attributeIds
          .map((attributeId) => {
            const options = all<{ option_id: number }>('SELECT option_id FROM product_attribute_values WHERE product_id = ? AND attribute_id = ?', child.entity_id, attributeId);
            expect(options).toHaveLength(1);
            return options[0].option_id;
          })
          .join('/');
      });
      expect(new Set(combinations).size).toBe(children.length);
    }
  });

  it('prices in whole rupiah, discounts about a quarter and sells out about 8%', () => {
    const parents = all<ProductRow>(VISIBLE_PARENTS);
    const priced = parents.filter((product) => ['simple', 'virtual', 'configurable'].includes(product.type_id));
    for (const product of priced) {
      expect(product.price).toBeGreaterThanOrEqual(5000);
      expect(product.price).toBeLessThanOrEqual(1_500_000);
      expect(product.price % 500).toBe(0);
      if (product.special_price !== null) expect(product.special_price).toBeLessThan(product.price);
    }
    const discounted = priced.filter((product) => product.special_price !== null).length / priced.length;
    expect(discounted).toBeGreaterThan(0.15);
    expect(discounted).toBeLessThan(0.35);
    const soldOut = parents.filter((product) => product.is_in_stock === 0);
    expect(soldOut.length / parents.length).toBeGreaterThan(0.04);
    expect(soldOut.length / parents.length).toBeLessThan(0.14);
    for (const product of soldOut) expect(product.qty).toBe(0);
    for (const product of priced.filter((candidate) => candidate.type_id !== 'configurable' && candidate.is_in_stock === 1)) {
      expect(product.qty).toBeGreaterThanOrEqual(10);
      expect(product.qty).toBeLessThanOrEqual(500);
    }
  });

  it('builds bundles from options of simple products and groups with quantities', () => {
    const bundles = all<{ entity_id: number; price_view: string; dynamic_price: number }>("SELECT entity_id, price_view, dynamic_price FROM products WHERE type_id = 'bundle'");
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      expect(['PRICE_RANGE', 'AS_LOW_AS']).toContain(bundle.price_view);
      const options = all<{ option_id: number }>('SELECT option_id FROM bundle_options WHERE parent_id = ?', bundle.entity_id);
      expect(options.length).toBeGreaterThanOrEqual(2);
      expect(options.length).toBeLessThanOrEqual(4);
      for (const option of options) {
        const selections = all<{ type_id: string; is_default: number }>(
          'SELECT p.type_id, s.is_default FROM bundle_selections s JOIN products p ON p.entity_id = s.product_id WHERE s.option_id = ?',
          option.option_id,
        );
        expect(selections.length).toBeGreaterThan(0);
        expect(selections.every((selection) => selection.type_id === 'simple')).toBe(true);
        expect(selections.filter((selection) => selection.is_default === 1)).toHaveLength(1);
      }
    }
    const groups = all<{ entity_id: number }>("SELECT entity_id FROM products WHERE type_id = 'grouped'");
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      const members = all<{ type_id: string; qty: number }>(
        "SELECT p.type_id, l.qty FROM product_links l JOIN products p ON p.entity_id = l.linked_product_id WHERE l.product_id = ? AND l.link_type = 'super'",
        group.entity_id,
      );
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members.length).toBeLessThanOrEqual(4);
      expect(members.every((member) => member.type_id === 'simple' && member.qty > 0)).toBe(true);
    }
  });

  it('gives layered navigation data for every select attribute and links products to each other', () => {
    const counts = all<{ attribute_code: string; products: number }>(
      `SELECT a.attribute_code, COUNT(DISTINCT v.product_id) AS products FROM attributes a
       LEFT JOIN product_attribute_values v ON v.attribute_id = a.attribute_id GROUP BY a.attribute_id`,
    );
    expect(counts.map((row) => row.attribute_code)).toEqual(expect.arrayContaining(['shade', 'size', 'skin_type', 'form']));
    for (const row of counts) expect(row.products).toBeGreaterThan(5);
    const swatches = all<{ swatch_value: string }>("SELECT o.swatch_value FROM attribute_options o JOIN attributes a USING (attribute_id) WHERE a.attribute_code = 'shade'");
    expect(swatches.every((option) => /^#[0-9a-f]{6}$/.test(option.swatch_value))).toBe(true);
    const linkTypes = all<{ link_type: string }>('SELECT DISTINCT link_type FROM product_links').map((row) => row.link_type);
    expect(linkTypes.sort()).toEqual(['crosssell', 'related', 'super', 'upsell']);
  });

  it('puts every visible parent in a leaf category and its top category', () => {
    const orphans = value<number>(`SELECT COUNT(*) FROM (${VISIBLE_PARENTS}) p WHERE NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.entity_id)`);
    expect(orphans).toBe(0);
    const inLeaf = value<number>(
      `SELECT COUNT(DISTINCT pc.product_id) FROM product_categories pc JOIN categories c ON c.entity_id = pc.category_id
       WHERE NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.entity_id)`,
    );
    expect(inLeaf).toBe(all(VISIBLE_PARENTS).length);
  });

  it('writes a decodable 800x800 JPEG for every product image and gallery entry', async () => {
    const files = new Set<string>();
    for (const product of all<ProductRow>('SELECT image, small_image, thumbnail FROM products')) {
      expect(product.image).toMatch(/^\/[a-z0-9]\/[a-z0-9-]\/[a-z0-9-]+\.jpg$/);
      [product.image, product.small_image, product.thumbnail].forEach((file) => files.add(file));
    }
    for (const entry of all<{ file: string }>('SELECT file FROM product_media_gallery')) files.add(entry.file);
    for (const file of files) {
      const metadata = await sharp(path.join(shop.mediaDir, 'catalog/product', file)).metadata();
      expect([file, metadata.format, metadata.width, metadata.height]).toEqual([file, 'jpeg', 800, 800]);
    }
    const mainImages = all<{ product_id: number; file: string; image: string }>(
      'SELECT g.product_id, g.file, p.image FROM product_media_gallery g JOIN products p ON p.entity_id = g.product_id WHERE g.position = 1',
    );
    expect(mainImages.every((row) => row.file === row.image)).toBe(true);
    expect(mainImages.length).toBe(value<number>('SELECT COUNT(*) FROM products'));
  });

  it('writes the placeholder image a product without its own image points at', async () => {
    for (const role of ['image', 'small_image', 'thumbnail', 'swatch_image']) {
      const metadata = await sharp(path.join(shop.mediaDir, 'catalog/product/placeholder', `${role}.jpg`)).metadata();
      expect([role, metadata.format]).toEqual([role, 'jpeg']);
    }
  });

  it('draws a different picture for every product', () => {
    const images = all<{ image: string }>('SELECT image FROM products');
    const hashes = new Set(images.map((row) => crypto.createHash('sha1').update(fs.readFileSync(path.join(shop.mediaDir, 'catalog/product', row.image))).digest('hex')));
    expect(hashes.size).toBe(images.length);
  });

  it('keeps the category tree consistent under the store root', () => {
    expect(value<string>("SELECT value FROM core_config WHERE scope_id = 0 AND path = 'catalog/category/root_id'")).toBe('2');
    expect(all('SELECT entity_id, level, path FROM categories WHERE entity_id IN (1, 2) ORDER BY entity_id')).toEqual([
      { entity_id: 1, level: 0, path: '1' },
      { entity_id: 2, level: 1, path: '1/2' },
    ]);
    const categories = all<{ entity_id: number; parent_id: number; level: number; path: string; url_key: string; url_path: string; image: string | null }>('SELECT * FROM categories WHERE level >= 2');
    const byId = new Map(all<{ entity_id: number; level: number; path: string; url_path: string }>('SELECT * FROM categories').map((row) => [row.entity_id, row]));
    const tops = categories.filter((category) => category.level === 2);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    expect(tops.length).toBeLessThanOrEqual(12);
    for (const category of categories) {
      const parent = byId.get(category.parent_id)!;
      expect(category.level).toBe(parent.level + 1);
      expect(category.path).toBe(`${parent.path}/${category.entity_id}`);
      expect(category.url_path).toBe(category.level === 2 ? category.url_key : `${parent.url_path}/${category.url_key}`);
    }
    for (const top of tops) {
      expect(fs.existsSync(path.join(shop.mediaDir, top.image!))).toBe(true);
      const depth = value<number>("SELECT MAX(level) FROM categories WHERE path LIKE ? || '/%'", `1/2/${top.entity_id}`);
      expect(depth - top.level).toBeGreaterThanOrEqual(2);
      expect(depth - top.level).toBeLessThanOrEqual(3);
    }
    expect(value<number>('SELECT MAX(level) FROM categories')).toBe(4);
  });

  it('writes brands with logo files, some featured', () => {
    const brands = all<{ logo: string; is_featured: number }>('SELECT logo, is_featured FROM brands');
    expect(brands.length).toBeGreaterThanOrEqual(15);
    expect(brands.some((brand) => brand.is_featured === 1)).toBe(true);
    for (const brand of brands) expect(fs.existsSync(path.join(shop.mediaDir, brand.logo))).toBe(true);
  });

  it('writes approved and pending reviews with 1-5 star ratings, mostly positive', () => {
    expect(all<{ name: string }>('SELECT name FROM rating_types ORDER BY position').map((row) => row.name)).toEqual(['Quality', 'Value', 'Price']);
    expect(value<number>('SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM reviews WHERE status = 1 GROUP BY product_id)')).toBeLessThanOrEqual(12);
    expect(value<number>('SELECT COUNT(*) FROM reviews WHERE status = 2')).toBeGreaterThan(0);
    expect(value<number>('SELECT AVG(value) FROM review_ratings')).toBeGreaterThan(3.5);
    expect(value<number>('SELECT COUNT(*) FROM reviews r WHERE (SELECT COUNT(*) FROM review_ratings rr WHERE rr.review_id = r.review_id) <> 3')).toBe(0);
  });

  it('rewrites every category and visible product URL and redirects old URLs to live ones', () => {
    const rewrites = all<{ request_path: string; target_path: string; redirect_type: number; entity_type: string; entity_id: number }>('SELECT * FROM url_rewrites WHERE store_id = 1');
    expect(new Set(rewrites.map((rewrite) => rewrite.request_path)).size).toBe(rewrites.length);
    const live = new Map(rewrites.filter((rewrite) => rewrite.redirect_type === 0).map((rewrite) => [rewrite.request_path, rewrite]));
    for (const category of all<{ entity_id: number; url_path: string }>('SELECT entity_id, url_path FROM categories WHERE level >= 2')) {
      expect(live.get(`${category.url_path}.html`)).toMatchObject({ entity_type: 'category', entity_id: category.entity_id, target_path: `catalog/category/view/id/${category.entity_id}` });
    }
    for (const product of all<{ entity_id: number; url_key: string }>('SELECT entity_id, url_key FROM products WHERE visibility <> 1')) {
      expect(live.get(`${product.url_key}.html`)).toMatchObject({ entity_type: 'product', entity_id: product.entity_id, target_path: `catalog/product/view/id/${product.entity_id}` });
    }
    const redirects = rewrites.filter((rewrite) => rewrite.redirect_type !== 0);
    expect(new Set(redirects.map((rewrite) => `${rewrite.entity_type}:${rewrite.redirect_type}`))).toEqual(new Set(['category:301', 'category:302', 'product:301', 'product:302']));
    for (const redirect of redirects) expect(live.get(redirect.target_path)).toMatchObject({ entity_type: redirect.entity_type, entity_id: redirect.entity_id });
    const byPath = new Map(rewrites.map((rewrite) => [rewrite.request_path, rewrite]));
    expect(byPath.get(SAMPLE_REDIRECTS.permanent)?.redirect_type).toBe(301);
    expect(byPath.get(SAMPLE_REDIRECTS.temporary)?.redirect_type).toBe(302);
  });

  it('is deterministic: a second seed writes identical catalogue rows', () => {
    for (const table of ['products', 'product_stock', 'product_attribute_values', 'product_links', 'bundle_selections', 'categories', 'reviews', 'url_rewrites']) {
      const sql = `SELECT * FROM ${table} ORDER BY 1, 2, 3`;
      expect(twin.db.prepare(sql).all()).toEqual(shop.db.prepare(sql).all());
    }
  });
});
