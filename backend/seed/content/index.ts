import type { Db } from '../../types';
import { seedBlog } from './blog';
import { seedCmsBlocks } from './blocks';
import { seedCoupons } from './coupons';
import { seedHealthCheckQuestions } from './healthCheckQuestions';
import { seedTopMenu } from './menu';
import { seedCmsPages } from './pages';
import { seedRegions } from './regions';
import { seedStoreLocations } from './storeLocations';
import type { SeedOptions } from '../index';

/** Regions, coupons, CMS pages and blocks, the top menu, the blog, store locations and the health check's questions. Runs after the catalogue seed. */
export async function seedContent(db: Db, options: SeedOptions): Promise<void> {
  db.transaction(() => seedRegions(db))();
  db.transaction(() => seedCoupons(db))();
  await seedCmsPages(db, options.mediaDir);
  await seedCmsBlocks(db, options.mediaDir);
  await seedTopMenu(db, options.mediaDir);
  await seedBlog(db, options.mediaDir);
  await seedStoreLocations(db, options.mediaDir);
  db.transaction(() => seedHealthCheckQuestions(db))();
}
