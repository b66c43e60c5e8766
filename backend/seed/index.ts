import type { Db } from '../types';
import { seedCatalog } from './catalog';
import { seedContent } from './content';
import { seedCustomers } from './customers';
import { seedStore } from './store';

export interface SeedOptions {
  /** Folder that /media serves: generated images are written below it. */
  mediaDir: string;
  log?: (line: string) => void;
}

/** True once the database holds a store view, i.e. it was seeded (or configured) before. */
export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM stores').pluck().get() as number) > 0;
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
  log(`seed: demo shop created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
