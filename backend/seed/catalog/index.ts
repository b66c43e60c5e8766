import type { Db } from '../../types';
import { AttributeCatalog } from './attributes';
import { generateBrands, insertBrands } from './brands';
import { buildCategories, insertCategories } from './categories';
import { planBulkProducts } from './bulkProducts';
import { insertCustomOptions } from './customOptions';
import { insertDownloadableLinks } from './downloadableProducts';
import { brandLogoJobs, categoryImageJobs, placeholderImageJobs, productImageJobs, renderImages } from './images';
import { PlanContext } from './planContext';
import { insertProductLinks } from './productLinks';
import { insertProducts, planProducts, withChildren } from './products';
import { insertReviews } from './reviews';
import { insertUrlRewrites } from './urlRewrites';
import type { SeedOptions } from '../index';
import { SeededRandom } from '../random';

export { SAMPLE_REDIRECTS } from './urlRewrites';

/** Seeds of the independent random streams, so changing one part leaves the others as they were. */
const SEEDS = { brands: 20260101, products: 20260202, links: 20260303, reviews: 20260404, bulk: 20260505 } as const;

/**
 * The demo catalogue: category tree, brands, attributes, 300+ products of every type with
 * stock, links and reviews, their URL rewrites and generated images. Deterministic: no clock,
 * no Math.random. `options.productCount` grows it to that many visible products for benchmarks.
 */
export async function seedCatalog(db: Db, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const categories = buildCategories();
  const brands = generateBrands(new SeededRandom(SEEDS.brands));
  const attributes = new AttributeCatalog();
  const context = new PlanContext(new SeededRandom(SEEDS.products), brands);
  const demo = planProducts(context, categories);
  const bulkContext = context.withRandom(new SeededRandom(SEEDS.bulk));
  const products = [...demo, ...planBulkProducts(bulkContext, demo, (options.productCount ?? 0) - demo.length)];

  db.transaction(() => {
    insertCategories(db, categories);
    insertBrands(db, brands);
    attributes.insert(db);
    insertProducts(db, products, attributes);
    insertCustomOptions(db, demo);
    insertDownloadableLinks(db, demo);
    insertProductLinks(db, new SeededRandom(SEEDS.links), products);
    insertReviews(db, new SeededRandom(SEEDS.reviews), products);
    insertUrlRewrites(db, categories, products);
  })();
  const written = Date.now();

  const jobs = [
    ...productImageJobs(options.mediaDir, withChildren(demo)),
    ...categoryImageJobs(options.mediaDir, categories),
    ...brandLogoJobs(options.mediaDir, brands),
    ...placeholderImageJobs(options.mediaDir),
  ];
  await renderImages(jobs);
  log(`seed: catalogue of ${products.length} products in ${written - started} ms, ${jobs.length} images in ${Date.now() - written} ms`);
}
