import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../../index';
import { startTestBackend, type TestBackend } from '../../test/testBackend';
import { seedContent } from '../content';
import { seedCustomers } from '../customers';

// Tables the content and customer seeds fill, children first (for deletion).
const SEEDED_TABLES = [
  'store_credit_history', 'store_credit', 'reward_points_history', 'reward_points', 'wishlist_items', 'wishlists',
  'medical_test_markers', 'medical_tests',
  'sales_creditmemo_items', 'sales_creditmemos', 'sales_invoice_items', 'sales_invoices', 'sales_order_bundle_selections',
  'sales_shipment_tracks', 'sales_shipments', 'sales_order_comments', 'sales_order_items', 'sales_order_addresses', 'sales_orders',
  'vault_payment_tokens', 'customer_tokens', 'salesrule_customer', 'customer_addresses', 'customers',
  'store_locations', 'blog_post_related_products', 'blog_post_categories', 'blog_posts', 'blog_categories', 'menu_items', 'menus', 'cms_blocks', 'cms_pages', 'directory_regions',
  'salesrule_customer_group', 'sales_rules', 'health_check_questions',
];

const dump = (db: Database.Database) =>
  Object.fromEntries(SEEDED_TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]));

describe('content seed', () => {
  let shop: TestBackend;

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('is deterministic: seeding content and customers again over the same catalogue gives identical rows', async () => {
    const original = dump(shop.backend.db);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-seed-'));
    shop.backend.db.pragma('wal_checkpoint(TRUNCATE)');
    fs.copyFileSync(path.join(shop.backend.dataDir, DATABASE_FILE), path.join(dir, DATABASE_FILE));
    const copy = new Database(path.join(dir, DATABASE_FILE));
    try {
      copy.pragma('foreign_keys = ON');
      copy.transaction(() => {
        copy.prepare("DELETE FROM url_rewrites WHERE entity_type = 'cms-page'").run();
        // The customers' own reviews (the catalogue's are not the customer seed's).
        copy.prepare('DELETE FROM reviews WHERE customer_id IS NOT NULL').run();
        for (const table of SEEDED_TABLES) copy.prepare(`DELETE FROM ${table}`).run();
      })();
      const mediaDir = path.join(dir, 'media');
      await seedContent(copy, { mediaDir });
      await seedCustomers(copy, { mediaDir });
      expect(dump(copy)).toEqual(original);
      expect(fs.existsSync(path.join(mediaDir, 'wysiwyg/banners/home-slide-1-desktop.jpg'))).toBe(true);
    } finally {
      copy.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('writes banner images in the sizes the home slider uses', async () => {
    const sharp = (await import('sharp')).default;
    const media = path.join(shop.backend.dataDir, 'media/wysiwyg/banners');
    expect(await sharp(path.join(media, 'home-slide-1-desktop.jpg')).metadata()).toMatchObject({ width: 1280, height: 400, format: 'jpeg' });
    expect(await sharp(path.join(media, 'home-slide-1-mobile.jpg')).metadata()).toMatchObject({ width: 768, height: 480, format: 'jpeg' });
    // Drawn at 3x its 90x130 display size (spec §9) for dense screens.
    const floating = path.join(shop.backend.dataDir, 'media/wysiwyg/floating/pharmacist.png');
    expect(await sharp(floating).metadata()).toMatchObject({ width: 270, height: 390 });
  });

  it('seeds the blog, store locations and the 38 provinces', () => {
    const count = (table: string) => shop.backend.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    expect(count('blog_categories')).toBeGreaterThanOrEqual(4);
    expect(count('blog_posts')).toBeGreaterThanOrEqual(15);
    expect(shop.backend.db.prepare('SELECT COUNT(*) FROM blog_posts p LEFT JOIN blog_post_categories c ON c.post_id = p.post_id WHERE c.post_id IS NULL').pluck().get()).toBe(0);
    for (const image of shop.backend.db.prepare('SELECT featured_image FROM blog_posts').pluck().all() as string[]) {
      expect(fs.existsSync(path.join(shop.backend.dataDir, 'media', image))).toBe(true);
    }
    const stores = shop.backend.db.prepare('SELECT latitude, longitude, region_code FROM store_locations').all() as Array<{ latitude: number; longitude: number; region_code: string }>;
    expect(stores.length).toBeGreaterThanOrEqual(10);
    const provinces = new Set(shop.backend.db.prepare("SELECT code FROM directory_regions WHERE country_id = 'ID'").pluck().all());
    expect(provinces.size).toBe(38);
    for (const store of stores) {
      // Indonesia lies within about 6°N..11°S and 95°E..141°E.
      expect(store.latitude).toBeGreaterThan(-11);
      expect(store.latitude).toBeLessThan(6);
      expect(store.longitude).toBeGreaterThan(95);
      expect(store.longitude).toBeLessThan(141);
      expect(provinces.has(store.region_code)).toBe(true);
    }
  });
});
