import type { Db } from '../../types';
import { insertRows, type Row } from '../catalog/sqlInsert';
import { productsUnder, type CategoryRef, type ProductRef } from './catalogLookup';

/** Products recommended under each post. */
const PER_POST = 4;

/**
 * The catalogue categories whose products fit each seeded post's topic, by post id (blog.ts's
 * POSTS order). Names are leaf categories of backend/seed/catalog/taxonomy.ts.
 */
const TOPIC_CATEGORIES: Readonly<Record<number, readonly string[]>> = {
  1: ['Cleanser', 'Toner', 'Serum', 'Sun Care'],
  2: ['Serum', 'Moisturizer'],
  3: ['Sun Care'],
  4: ['Cleanser', 'Toner'],
  5: ['Serum', 'Cleanser'],
  6: ['Minerals', 'Multivitamins'],
  7: ['Herbal & Jamu', 'Minerals'],
  8: ['Blood Pressure Monitors', 'Fish Oil & Omega'],
  9: ['Vitamin B', 'Herbal & Jamu'],
  10: ['Vitamin D'],
  11: ['Multivitamins'],
  12: ['Fish Oil & Omega', 'Blood Pressure Monitors'],
  13: ['Herbal & Jamu'],
  14: ['Minerals', 'Vitamin C'],
  15: ['Diaper Care', 'Baby Lotion & Oil', 'Thermometers'],
  16: ['Prenatal Vitamins'],
  17: ['Baby Bath', 'Diaper Care', 'Baby Lotion & Oil'],
  18: ['Pain Relievers'],
  19: ['Pain Relievers', 'Cold & Flu', 'Antiseptics'],
  20: ['Probiotics'],
};

function categoryNamed(db: Db, name: string): CategoryRef | null {
  const row = db
    .prepare('SELECT entity_id, parent_id, name, url_path, level, path, image FROM categories WHERE name = ? AND is_active = 1 ORDER BY level DESC, entity_id LIMIT 1')
    .get(name) as CategoryRef | undefined;
  return row ?? null;
}

/**
 * Takes products from the categories in turn (the first of each, then the second...), starting
 * `offset` products into each so posts on the same topic do not all show the same cards.
 */
export function pickRelatedProducts(pools: readonly (readonly ProductRef[])[], count: number, offset: number): ProductRef[] {
  const picked: ProductRef[] = [];
  const seen = new Set<number>();
  const longest = Math.max(0, ...pools.map((pool) => pool.length));
  for (let round = 0; round < longest && picked.length < count; round += 1) {
    for (const pool of pools) {
      if (pool.length === 0 || picked.length >= count) continue;
      const product = pool[(offset + round) % pool.length];
      if (!seen.has(product.entity_id)) {
        seen.add(product.entity_id);
        picked.push(product);
      }
    }
  }
  return picked;
}

/** Links each seeded post to a few products of its topic. Deterministic: same catalogue, same links. Call inside a transaction. */
export function seedBlogRelatedProducts(db: Db): void {
  const rows: Row[] = [];
  for (const [postId, names] of Object.entries(TOPIC_CATEGORIES)) {
    const pools = names.flatMap((name) => {
      const category = categoryNamed(db, name);
      return category ? [productsUnder(db, category)] : [];
    });
    pickRelatedProducts(pools, PER_POST, Number(postId)).forEach((product, position) => {
      rows.push({ post_id: Number(postId), product_id: product.entity_id, position });
    });
  }
  insertRows(db, 'blog_post_related_products', rows);
}
