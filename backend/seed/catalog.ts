import type { Db } from '../types';
import type { SeedOptions } from './index';

export async function seedCatalog(_db: Db, _options: SeedOptions): Promise<void> {
  // Filled in by the domain that owns this data.
}
