import type { PlanContext } from './planContext';
import { VISIBILITY_CATALOG_SEARCH, type ProductPlan } from './plan';
import { slugify } from '../../text/slug';

/**
 * Extra simple products for a benchmark-sized catalogue (`npm run seed -- --products 20000`):
 * editions of the demo's simple products, in the same categories, with their own sku, name and
 * URL but the original's pictures, so a large catalogue costs rows, not image renders.
 */
export function planBulkProducts(context: PlanContext, base: readonly ProductPlan[], count: number): ProductPlan[] {
  const originals = base.filter((product) => product.type === 'simple' && product.visibility === VISIBILITY_CATALOG_SEARCH);
  if (count <= 0 || originals.length === 0) return [];
  return Array.from({ length: count }, (_, index) => {
    const original = originals[index % originals.length];
    const edition = Math.floor(index / originals.length) + 2;
    const name = context.uniqueName(() => `${original.name} Edition ${edition}`);
    const id = context.allocateId();
    return {
      ...original,
      id,
      sku: `${original.sku}-E${String(id).padStart(5, '0')}`,
      name,
      urlKey: slugify(name),
      imageKey: original.imageKey,
      // Stock varies a little so filters and sorting have something to do.
      qty: original.inStock ? context.random.int(10, 500) : 0,
      attributes: [...original.attributes],
      children: [],
    };
  });
}
