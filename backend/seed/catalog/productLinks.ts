import type { Db } from '../../types';
import type { SeededRandom } from '../random';
import type { ProductPlan } from './plan';
import { insertRows, type Row } from './sqlInsert';

/**
 * Related (same leaf category), upsell (same leaf, dearer) and cross-sell (another leaf of the same
 * top category) links for some visible single products. Grouped members are written with the products.
 */
export function insertProductLinks(db: Db, random: SeededRandom, products: readonly ProductPlan[]): void {
  const sellable = products.filter((product) => product.category && (product.type === 'simple' || product.type === 'configurable' || product.type === 'virtual'));
  const byLeaf = new Map<number, ProductPlan[]>();
  const byTop = new Map<number, ProductPlan[]>();
  for (const product of sellable) {
    byLeaf.set(product.category!.id, [...(byLeaf.get(product.category!.id) ?? []), product]);
    byTop.set(product.category!.topId!, [...(byTop.get(product.category!.topId!) ?? []), product]);
  }
  const rows: Row[] = [];
  const link = (product: ProductPlan, linked: readonly ProductPlan[], linkType: string) =>
    linked.forEach((other, index) => rows.push({ product_id: product.id, linked_product_id: other.id, link_type: linkType, position: index + 1, qty: 0 }));

  for (const product of sellable) {
    const siblings = byLeaf.get(product.category!.id)!.filter((other) => other.id !== product.id);
    if (random.chance(0.45)) link(product, random.sample(siblings, random.int(2, 4)), 'related');
    const dearer = siblings.filter((other) => other.price > product.price);
    if (random.chance(0.35)) link(product, random.sample(dearer, random.int(1, 2)), 'upsell');
    const elsewhere = byTop.get(product.category!.topId!)!.filter((other) => other.category!.id !== product.category!.id);
    if (random.chance(0.35)) link(product, random.sample(elsewhere, random.int(1, 3)), 'crosssell');
  }
  insertRows(db, 'product_links', rows);
}
