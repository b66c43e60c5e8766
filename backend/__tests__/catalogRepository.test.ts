import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { BatchLoader } from '../repositories/catalog/batchLoader';
import { priceAggregation, priceStep } from '../repositories/catalog/productAggregations';
import { loadPriceRanges } from '../repositories/catalog/productPricing';
import { inPriceRange, queryProducts } from '../repositories/catalog/productSearch';
import { loadStockInfo } from '../repositories/catalog/productStock';
import type { Db } from '../types';

// Repository functions against a small catalogue inserted into a fresh database.
describe('catalog repositories', () => {
  let db: Db;
  const TODAY = '2026-03-15';

  function product(id: number, fields: Record<string, unknown> = {}, stock: { qty: number; inStock: number } | null = { qty: 10, inStock: 1 }) {
    const row = { entity_id: id, sku: `SKU-${id}`, type_id: 'simple', name: `Product ${id}`, url_key: `product-${id}`, price: 100, visibility: 4, status: 1, created_at: TODAY, updated_at: TODAY, ...fields };
    const columns = Object.keys(row);
    db.prepare(`INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
    if (stock) db.prepare('INSERT INTO product_stock (product_id, qty, is_in_stock) VALUES (?, ?, ?)').run(id, stock.qty, stock.inStock);
  }

  beforeEach(() => {
    db = openDatabase(':memory:');
    migrate(db);
  });
  afterEach(() => db.close());

  describe('prices', () => {
    it('applies a special price only inside its date window', () => {
      product(1, { special_price: 80 });
      product(2, { special_price: 80, special_from_date: '2026-04-01' });
      product(3, { special_price: 80, special_to_date: '2026-03-14 23:59:59' });
      product(4, { special_price: 80, special_from_date: '2026-03-15', special_to_date: '2026-03-15' });
      const finals = [...loadPriceRanges(db, [1, 2, 3, 4], TODAY)].map(([id, r]) => [id, r.minimum.final, r.minimum.regular]);
      expect(finals).toEqual([[1, 80, 100], [2, 100, 100], [3, 100, 100], [4, 80, 100]]);
    });

    it('spans a configurable over its in-stock enabled children only', () => {
      product(10, { type_id: 'configurable', price: 0 }, null);
      product(11, { price: 50, visibility: 1 }, { qty: 0, inStock: 0 });
      product(12, { price: 70, visibility: 1 });
      product(13, { price: 90, special_price: 85, visibility: 1 });
      product(14, { price: 20, visibility: 1, status: 2 });
      for (const child of [11, 12, 13, 14]) db.prepare('INSERT INTO configurable_links (parent_id, child_id) VALUES (10, ?)').run(child);
      const range = loadPriceRanges(db, [10], TODAY).get(10)!;
      expect(range).toEqual({ minimum: { regular: 70, final: 70 }, maximum: { regular: 90, final: 85 } });
      expect(loadStockInfo(db, [10]).get(10)?.inStock).toBe(true);
      db.prepare('UPDATE product_stock SET is_in_stock = 0').run();
      expect(loadStockInfo(db, [10]).get(10)?.inStock).toBe(false);
    });

    it('prices a dynamic bundle from its cheapest required and dearest selections', () => {
      product(20, { type_id: 'bundle', price: 0, dynamic_price: 1 }, null);
      product(21, { price: 30, visibility: 1 });
      product(22, { price: 40, visibility: 1 });
      product(23, { price: 15, visibility: 1 });
      db.prepare("INSERT INTO bundle_options (option_id, parent_id, title, required, type) VALUES (1, 20, 'Step 1', 1, 'radio'), (2, 20, 'Extra', 0, 'checkbox')").run();
      db.prepare(
        'INSERT INTO bundle_selections (option_id, parent_id, product_id, selection_qty) VALUES (1, 20, 21, 1), (1, 20, 22, 1), (2, 20, 23, 2)',
      ).run();
      expect(loadPriceRanges(db, [20], TODAY).get(20)).toEqual({ minimum: { regular: 30, final: 30 }, maximum: { regular: 70, final: 70 } });
      db.prepare('UPDATE product_stock SET is_in_stock = 0 WHERE product_id IN (21, 22)').run();
      expect(loadStockInfo(db, [20]).get(20)?.inStock).toBe(false);
    });

    it('prices a fixed bundle from its own price plus fixed and percent selection prices', () => {
      product(30, { type_id: 'bundle', price: 200, dynamic_price: 0 }, null);
      product(31, { price: 999, visibility: 1 });
      db.prepare("INSERT INTO bundle_options (option_id, parent_id, title, required, type) VALUES (5, 30, 'Pick', 1, 'select')").run();
      db.prepare(
        'INSERT INTO bundle_selections (option_id, parent_id, product_id, selection_qty, price_type, price_value) VALUES (5, 30, 31, 1, 0, 25), (5, 30, 31, 1, 1, 50)',
      ).run();
      expect(loadPriceRanges(db, [30], TODAY).get(30)).toEqual({ minimum: { regular: 225, final: 225 }, maximum: { regular: 300, final: 300 } });
    });
  });

  describe('search', () => {
    it('ranks name matches first and only finds searchable products', () => {
      product(1, { name: 'Gentle Cleanser', description: 'Not a serum at all' });
      product(2, { name: 'Vitamin C Serum' });
      product(3, { name: 'Night Serum', visibility: 2 });
      product(4, { name: 'Serum Disabled', status: 2 });
      const { matches } = queryProducts(db, { search: 'serum', today: TODAY });
      expect(matches.map((m) => m.id)).toEqual([2, 1]);
    });
  });

  describe('price ranges and buckets', () => {
    it('treats from as inclusive and to as exclusive, either end open', () => {
      expect(inPriceRange(100, { from: '100' })).toBe(true);
      expect(inPriceRange(100, { to: '100' })).toBe(false);
      expect(inPriceRange(99.99, { to: '100' })).toBe(true);
      expect(inPriceRange(100, { from: '100', to: '100' })).toBe(true);
      expect(inPriceRange(5, {})).toBe(true);
    });

    it('picks round bucket widths giving at most ten buckets, each counting its prices', () => {
      expect(priceStep(95)).toBe(10);
      expect(priceStep(1_500_000)).toBe(200_000);
      expect(priceStep(450_000)).toBe(50_000);
      const aggregation = priceAggregation([10, 15, 25, 99])!;
      expect(aggregation.options).toEqual([
        { label: '10-20', value: '10_20', count: 2 },
        { label: '20-30', value: '20_30', count: 1 },
        { label: '90-100', value: '90_100', count: 1 },
      ]);
      expect(aggregation.count).toBe(3);
    });
  });

  it('batches the loads of one tick into one call', async () => {
    const calls: number[][] = [];
    const loader = new BatchLoader<number, number>((keys) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k * 2]));
    }, () => -1);
    expect(await Promise.all([loader.load(1), loader.load(2), loader.load(1)])).toEqual([2, 4, 2]);
    expect(calls).toEqual([[1, 2]]);
    expect(await loader.load(2)).toBe(4);
    expect(calls).toHaveLength(1);
  });
});
