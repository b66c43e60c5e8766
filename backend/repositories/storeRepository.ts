import type { Db, StoreView } from '../types';

interface StoreRow {
  store_id: number;
  code: string;
  website_id: number;
  name: string;
}

const toStoreView = (row: StoreRow): StoreView => ({ id: row.store_id, code: row.code, websiteId: row.website_id, name: row.name });

export function findActiveStoreByCode(db: Db, code: string): StoreView | null {
  const row = db.prepare('SELECT store_id, code, website_id, name FROM stores WHERE code = ? AND is_active = 1').get(code) as StoreRow | undefined;
  return row ? toStoreView(row) : null;
}

export function findDefaultStore(db: Db): StoreView {
  const row = db
    .prepare('SELECT store_id, code, website_id, name FROM stores WHERE is_active = 1 ORDER BY is_default DESC, sort_order, store_id LIMIT 1')
    .get() as StoreRow | undefined;
  if (!row) throw new Error('No active store view: the database is not seeded');
  return toStoreView(row);
}

/** A configuration value: the store's own, else the default scope's, else null. */
export function configValue(db: Db, storeId: number, path: string): string | null {
  const row = db
    .prepare('SELECT value FROM core_config WHERE path = ? AND scope_id IN (0, ?) ORDER BY scope_id DESC LIMIT 1')
    .get(path, storeId) as { value: string | null } | undefined;
  return row?.value ?? null;
}

export function currencyRate(db: Db, from: string, to: string): number | null {
  if (from === to) return 1;
  const row = db.prepare('SELECT rate FROM currency_rates WHERE currency_from = ? AND currency_to = ?').get(from, to) as { rate: number } | undefined;
  return row?.rate ?? null;
}

/** Every store view's id, active or not (an order placed in a store since closed still belongs to it). */
export function listStoreIds(db: Db): number[] {
  return db.prepare('SELECT store_id FROM stores ORDER BY store_id').pluck().all() as number[];
}
