import { VISIBILITY_CATALOG_SEARCH, type ProductPlan } from './plan';
import type { PlanContext } from './planContext';

/** The free sample the FREESAMPLE coupon gives (one per order, its shipping free). */
export const FREE_SAMPLE_SKU = 'JG-SAMPLE-SERUM-5ML';
const FULL_SIZE_URL_KEY = 'nalu-skin-bloom-repair-serum-30-ml';

/**
 * A 5 ml trial size of the demo's best-known serum, sold cheaply and given away with FREESAMPLE:
 * a simple product like the full size, in its category, of its brand and look. Planned without the random stream and after every
 * other demo product, so adding it leaves them as they were.
 */
export function planSampleProducts(context: PlanContext, products: readonly ProductPlan[]): ProductPlan[] {
  const fullSize = products.find((product) => product.urlKey === FULL_SIZE_URL_KEY);
  if (!fullSize) throw new Error(`seed: no ${FULL_SIZE_URL_KEY} to make the free sample of`);
  const name = `${fullSize.name.replace(/\s*30 ml$/, '')} Sample 5 ml`;
  return [
    {
      ...fullSize,
      id: context.allocateId(),
      sku: FREE_SAMPLE_SKU,
      name: context.uniqueName(() => name),
      urlKey: 'nalu-skin-bloom-repair-serum-sample-5-ml',
      imageKey: 'nalu-skin-bloom-repair-serum-sample-5-ml',
      visibility: VISIBILITY_CATALOG_SEARCH,
      price: 15_000,
      specialPrice: null,
      weight: 0.02,
      look: { ...fullSize.look, caption: 'Sample · 5 ml' },
      attributes: [],
      qty: 500,
      inStock: true,
      shortDescription: `<p>A 5 ml trial size of ${fullSize.name}: enough for a week of evenings. Free with the coupon FREESAMPLE.</p>`,
      description: `<p>Try ${fullSize.name} before you buy the full size: the same formula in a 5 ml trial bottle.</p>`,
      metaKeyword: 'serum sample, trial size, free sample',
      newFromDate: null,
      galleryCount: 1,
      // Not a part for the bundles and groups (planned before it anyway).
      kindKey: null,
    },
  ];
}
