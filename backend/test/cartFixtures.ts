import type { Db } from '../types';

// Picks seeded products for cart tests by what they are, not by hard-coded SKUs.
const uid = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export interface StockedProduct {
  id: number;
  sku: string;
  name: string;
  qty: number;
}

/** An enabled simple or virtual product in stock, with at least `minQty` units. */
export function stockedProduct(db: Db, type: 'simple' | 'virtual', minQty = 5): StockedProduct {
  return db
    .prepare(
      `SELECT p.entity_id AS id, p.sku, p.name, s.qty FROM products p JOIN product_stock s ON s.product_id = p.entity_id
       WHERE p.type_id = ? AND p.status = 1 AND s.is_in_stock = 1 AND s.qty >= ? ORDER BY p.entity_id LIMIT 1`,
    )
    .get(type, minQty) as StockedProduct;
}

/** An enabled simple product flagged out of stock. */
export function outOfStockSku(db: Db): string {
  return db
    .prepare(
      `SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
       WHERE p.type_id = 'simple' AND p.status = 1 AND s.is_in_stock = 0 ORDER BY p.entity_id LIMIT 1`,
    )
    .pluck()
    .get() as string;
}

export interface ConfigurableFixture {
  parentSku: string;
  childSku: string;
  childId: number;
  /** The child's value uids (configurable/<attribute_id>/<value_index>), one per configurable attribute. */
  valueUids: string[];
}

/** A configurable product and one of its enabled, in-stock children with a value for every attribute. */
export function configurableWithChild(db: Db): ConfigurableFixture {
  const rows = db
    .prepare(
      `SELECT p.sku AS parent_sku, c.sku AS child_sku, c.entity_id AS child_id, ca.attribute_id, v.option_id,
              (SELECT COUNT(*) FROM configurable_attributes WHERE product_id = p.entity_id) AS attributes
       FROM products p JOIN configurable_links l ON l.parent_id = p.entity_id
       JOIN products c ON c.entity_id = l.child_id AND c.status = 1
       JOIN product_stock s ON s.product_id = c.entity_id AND s.is_in_stock = 1 AND s.qty >= 5
       JOIN configurable_attributes ca ON ca.product_id = p.entity_id
       JOIN product_attribute_values v ON v.product_id = c.entity_id AND v.attribute_id = ca.attribute_id
       WHERE p.type_id = 'configurable' AND p.status = 1 ORDER BY p.entity_id, c.entity_id`,
    )
    .all() as Array<{ parent_sku: string; child_sku: string; child_id: number; attribute_id: number; option_id: number; attributes: number }>;
  const byChild = new Map<number, typeof rows>();
  for (const row of rows) byChild.set(row.child_id, [...(byChild.get(row.child_id) ?? []), row]);
  const [childRows] = [...byChild.values()].filter((r) => r.length === r[0].attributes);
  return {
    parentSku: childRows[0].parent_sku,
    childSku: childRows[0].child_sku,
    childId: childRows[0].child_id,
    valueUids: childRows.map((r) => uid(`configurable/${r.attribute_id}/${r.option_id}`)),
  };
}

export interface BundleFixture {
  sku: string;
  /** One in-stock selection per required option. */
  selections: Array<{ optionId: number; selectionId: number; qty: number; productId: number }>;
  selectionUids: string[];
}

/** A bundle whose required options each have an enabled, in-stock selection. */
export function bundleWithSelections(db: Db): BundleFixture {
  const bundles = db.prepare("SELECT entity_id, sku FROM products WHERE type_id = 'bundle' AND status = 1 ORDER BY entity_id").all() as Array<{ entity_id: number; sku: string }>;
  for (const bundle of bundles) {
    const options = db.prepare('SELECT option_id FROM bundle_options WHERE parent_id = ? AND required = 1 ORDER BY position').pluck().all(bundle.entity_id) as number[];
    const selections = options.map(
      (optionId) =>
        db
          .prepare(
            `SELECT bs.option_id AS optionId, bs.selection_id AS selectionId, bs.selection_qty AS qty, bs.product_id AS productId
             FROM bundle_selections bs JOIN products c ON c.entity_id = bs.product_id AND c.status = 1
             JOIN product_stock s ON s.product_id = c.entity_id AND s.is_in_stock = 1 AND s.qty >= 10
             WHERE bs.option_id = ? ORDER BY bs.position LIMIT 1`,
          )
          .get(optionId) as BundleFixture['selections'][number] | undefined,
    );
    if (options.length > 0 && selections.every(Boolean)) {
      const chosen = selections as BundleFixture['selections'];
      return { sku: bundle.sku, selections: chosen, selectionUids: chosen.map((s) => uid(`bundle/${s.optionId}/${s.selectionId}/${s.qty}`)) };
    }
  }
  throw new Error('no bundle with salable required selections in the seed');
}

export interface GroupedFixture {
  sku: string;
  /** Enabled, in-stock members (at least two), each with at least 5 units. */
  children: Array<{ sku: string; id: number }>;
}

/** A grouped product with at least two enabled members in stock. */
export function groupedWithChildren(db: Db): GroupedFixture {
  const rows = db
    .prepare(
      `SELECT g.sku AS parent_sku, c.sku, c.entity_id AS id FROM products g
       JOIN product_links l ON l.product_id = g.entity_id AND l.link_type = 'super'
       JOIN products c ON c.entity_id = l.linked_product_id AND c.status = 1
       JOIN product_stock s ON s.product_id = c.entity_id AND s.is_in_stock = 1 AND s.qty >= 5
       WHERE g.type_id = 'grouped' AND g.status = 1 ORDER BY g.entity_id, l.position, c.entity_id`,
    )
    .all() as Array<{ parent_sku: string; sku: string; id: number }>;
  const byParent = new Map<string, Array<{ sku: string; id: number }>>();
  for (const row of rows) byParent.set(row.parent_sku, [...(byParent.get(row.parent_sku) ?? []), { sku: row.sku, id: row.id }]);
  const [sku, children] = [...byParent.entries()].find(([, members]) => members.length >= 2) ?? [];
  if (!sku || !children) throw new Error('The seed has no grouped product with two members in stock');
  return { sku, children };
}
