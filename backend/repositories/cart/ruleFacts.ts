import type { Db } from '../../types';

// What a cart price rule's conditions read besides the cart's lines: the products' categories and
// attribute sets, the address the cart ships to (or bills, when nothing ships), its payment method
// and the customer's group.

export interface ProductRuleAttributes {
  sku: string;
  attribute_set_id: number;
  weight: number | null;
  category_ids: number[];
}

/** Each product's SKU, attribute set, weight and the categories it is in. */
export function productRuleAttributes(db: Db, productIds: readonly number[]): Map<number, ProductRuleAttributes> {
  const ids = [...new Set(productIds)];
  const attributes = new Map<number, ProductRuleAttributes>();
  if (!ids.length) return attributes;
  const marks = ids.map(() => '?').join(', ');
  for (const row of db.prepare(`SELECT entity_id, sku, attribute_set_id, weight FROM products WHERE entity_id IN (${marks})`).all(...ids) as Array<ProductRuleAttributes & { entity_id: number }>) {
    attributes.set(row.entity_id, { sku: row.sku, attribute_set_id: row.attribute_set_id, weight: row.weight, category_ids: [] });
  }
  for (const row of db.prepare(`SELECT product_id, category_id FROM product_categories WHERE product_id IN (${marks})`).all(...ids) as Array<{ product_id: number; category_id: number }>) {
    attributes.get(row.product_id)?.category_ids.push(row.category_id);
  }
  return attributes;
}

export interface RuleAddressRow {
  region_id: number | null;
  region: string | null;
  postcode: string | null;
  country_id: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method: string | null;
}

/** The cart's shipping address (its billing address when it has none), with the payment method chosen. */
export function ruleAddress(db: Db, quoteId: number): RuleAddressRow | null {
  return (
    (db
      .prepare(
        `SELECT a.region_id, a.region, a.postcode, a.country_id, a.shipping_carrier_code, a.shipping_method_code,
           (SELECT method FROM quote_payments WHERE quote_id = a.quote_id) AS payment_method
         FROM quote_addresses a WHERE a.quote_id = ? ORDER BY a.address_type = 'shipping' DESC LIMIT 1`,
      )
      .get(quoteId) as RuleAddressRow | undefined) ?? null
  );
}

/** The customer's group (Magento's customer_group: 1 General); a guest is NOT LOGGED IN (0). */
export function customerGroupOf(db: Db, customerId: number | null): number {
  if (customerId === null) return 0;
  return (db.prepare('SELECT group_id FROM customers WHERE entity_id = ?').pluck().get(customerId) as number | undefined) ?? 0;
}
