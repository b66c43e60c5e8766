import type { Db } from '../types';
import { seedCatalog } from './catalog';
import { seedContent } from './content';
import { seedCustomers } from './customers';
import { seedStore } from './store';

export interface SeedOptions {
  /** Folder that /media serves: generated images are written below it. */
  mediaDir: string;
  log?: (line: string) => void;
  /** Visible products wanted; above the demo's 341, simple products are added (benchmarks). */
  productCount?: number;
}

const SEED_COMPLETED_PATH = 'system/seed/completed_at';

/** True once a seed ran to its end (a store view with no completion mark is a seed cut short). */
export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM core_config WHERE scope_id = 0 AND path = ?').get(SEED_COMPLETED_PATH) !== undefined;
}

/** True when the database holds data but no completed seed: the first start was interrupted. */
export function isPartlySeeded(db: Db): boolean {
  return !isSeeded(db) && (db.prepare('SELECT COUNT(*) FROM stores').pluck().get() as number) > 0;
}

/**
 * Fills an empty database with the demo shop. Deterministic: the same data on every run.
 * Order matters: the store first, the catalogue before content (floors name products) and
 * customers (orders and wishlists name products).
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  await seedStore(db, options);
  await seedCatalog(db, options);
  await seedContent(db, options);
  await seedCustomers(db, options);
  // Written last: a start interrupted before this line is seeded again from scratch.
  db.prepare('INSERT INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(SEED_COMPLETED_PATH, new Date().toISOString());
  log(`seed: demo shop created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
