import Database from 'better-sqlite3';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { fullTextTerms } from '../repositories/catalog/productFullText';
import { queryProducts } from '../repositories/catalog/productSearch';
import type { Db } from '../types';

const TODAY = '2026-03-15';

function insertProduct(db: Db, id: number, fields: Record<string, unknown> = {}) {
  const row = { entity_id: id, sku: `SKU-${id}`, type_id: 'simple', name: `Product ${id}`, url_key: `product-${id}`, price: 100, visibility: 4, status: 1, created_at: TODAY, updated_at: TODAY, ...fields };
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
}

const found = (db: Db, search: string) => queryProducts(db, { search, today: TODAY }).matches.map((m) => m.id);

describe('fullTextTerms', () => {
  it('quotes every word, doubling its quotes, so FTS5 syntax stays literal text', () => {
    expect(fullTextTerms(['serum', 'a"b*', 'near(x', '-oil']).match).toBe('"serum" AND "a""b*" AND "near(x" AND "-oil"');
  });

  it('leaves words the trigram index cannot answer to a scan', () => {
    expect(fullTextTerms(['ab', 'x\u0000yz', 'abc'])).toEqual({ match: '"abc"', scanTerms: ['ab', 'x\u0000yz'] });
    expect(fullTextTerms([]).match).toBeNull();
  });
});

describe('product_search index (migration 008)', () => {
  it('indexes the products that existed before it', () => {
    const db = new Database(':memory:') as Db;
    db.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const migration of migrations.slice(0, migrations.findIndex((m) => m.id === '008_product_search_index'))) {
      migration.up(db);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(migration.id, 'then');
    }
    db.prepare("INSERT INTO brands (brand_id, name, url_key) VALUES (1, 'Glowlab', 'glowlab')").run();
    insertProduct(db, 1, { name: 'Vitamin C Serum', brand_id: 1 });
    // 008 and every migration after it run now; 008 first.
    expect(migrate(db)[0]).toBe('008_product_search_index');
    expect(found(db, 'serum')).toEqual([1]);
    expect(found(db, 'glowlab')).toEqual([1]);
    db.close();
  });

  describe('kept current by triggers', () => {
    let db: Db;
    beforeEach(() => {
      db = openDatabase(':memory:');
      migrate(db);
    });
    afterEach(() => db.close());

    it('follows inserts, updates and deletes of products', () => {
      insertProduct(db, 1, { name: 'Rose Toner', description: 'Calms the skin' });
      expect(found(db, 'toner')).toEqual([1]);
      expect(found(db, 'calms')).toEqual([1]);
      db.prepare("UPDATE products SET name = 'Rose Mist' WHERE entity_id = 1").run();
      expect(found(db, 'toner')).toEqual([]);
      expect(found(db, 'mist')).toEqual([1]);
      db.prepare('DELETE FROM products WHERE entity_id = 1').run();
      expect(found(db, 'mist')).toEqual([]);
    });

    it('follows a brand being renamed', () => {
      db.prepare("INSERT INTO brands (brand_id, name, url_key) VALUES (1, 'Glowlab', 'glowlab')").run();
      insertProduct(db, 1, { brand_id: 1 });
      db.prepare("UPDATE brands SET name = 'Dewlab' WHERE brand_id = 1").run();
      expect(found(db, 'glowlab')).toEqual([]);
      expect(found(db, 'dewlab')).toEqual([1]);
    });

    it('matches inside words and ignores case, like the LIKE search it replaces', () => {
      insertProduct(db, 1, { name: 'Hydrating SERUMS' });
      insertProduct(db, 2, { name: 'Day Cream', sku: 'SER-2' });
      expect(found(db, 'serum')).toEqual([1]);
      expect(found(db, 'drat')).toEqual([1]);
      // Two-letter words are below the trigram size: still found, by a scan.
      expect(found(db, 'se').sort()).toEqual([1, 2]);
    });

    it('ranks a name match above a SKU or description match', () => {
      insertProduct(db, 1, { name: 'Night Balm', description: 'Serum texture' });
      insertProduct(db, 2, { name: 'Day Balm', sku: 'SERUM-2' });
      insertProduct(db, 3, { name: 'Serum Balm' });
      expect(found(db, 'serum balm')).toEqual([3, 2, 1]);
    });
  });
});
