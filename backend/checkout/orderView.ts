import type { Db } from '../types';

// Reading placed orders for Magento's CustomerOrder (placeOrder's orderV2, guestOrder, customer.orders):
// one small prepared query per part (the order, its items, an address, shipments, comments), each by
// the order's id and its indexes; a customer's list by the customer's index. Amounts are as stored:
// the base currency, which is the order currency.

/** An order row with its status label (what CustomerOrder.status shows). */
export interface OrderRow {
  entity_id: number;
  increment_id: string;
  store_id: number;
  customer_id: number | null;
  customer_is_guest: number;
  customer_email: string;
  /** The status label, e.g. "Pending". */
  status: string;
  /** The state code behind the status, e.g. "new" (magento2-pwa's CustomerOrder.state). */
  state: string;
  order_currency_code: string;
  base_currency_code: string;
  subtotal: number;
  shipping_amount: number;
  tax_amount: number;
  /** Positive amount taken off. */
  discount_amount: number;
  discount_description: string | null;
  coupon_code: string | null;
  store_credit_used: number;
  grand_total: number;
  shipping_method: string | null;
  shipping_description: string | null;
  payment_method: string;
  payment_title: string;
  /** JSON [{"name", "value"}] copied from the payment method when the order was placed, or null. */
  payment_additional_data: string | null;
  created_at: string;
}

const ORDER_SELECT = `SELECT o.entity_id, o.increment_id, o.store_id, o.customer_id, o.customer_is_guest, o.customer_email, s.label AS status, s.state,
    o.order_currency_code, o.base_currency_code, o.subtotal, o.shipping_amount, o.tax_amount, o.discount_amount, o.discount_description,
    o.coupon_code, o.store_credit_used, o.grand_total, o.shipping_method, o.shipping_description, o.payment_method, o.payment_title,
    o.payment_additional_data, o.created_at
  FROM sales_orders o JOIN sales_order_statuses s ON s.status = o.status`;

export function findOrder(db: Db, entityId: number): OrderRow | null {
  return (db.prepare(`${ORDER_SELECT} WHERE o.entity_id = ?`).get(entityId) as OrderRow | undefined) ?? null;
}

/** The store's order with that number (increment id), or null. */
export function findOrderByNumber(db: Db, storeId: number, number: string): OrderRow | null {
  return (db.prepare(`${ORDER_SELECT} WHERE o.increment_id = ? AND o.store_id = ?`).get(number, storeId) as OrderRow | undefined) ?? null;
}

export interface OrderItemRow {
  item_id: number;
  order_id: number;
  product_id: number | null;
  parent_sku: string | null;
  sku: string;
  name: string;
  product_type: string;
  url_key: string | null;
  /** Unit price paid. */
  price: number;
  qty_ordered: number;
  qty_invoiced: number;
  qty_shipped: number;
  qty_refunded: number;
  qty_canceled: number;
  row_total: number;
  /** This line's share of the order's discount (positive). */
  discount_amount: number;
  /** JSON [{"label", "value"}]: a configurable line's chosen attribute values and select custom options, or null. */
  selected_options: string | null;
  /** JSON [{"label", "value"}]: the text custom options entered, or null. */
  entered_options: string | null;
}

export function listOrderItems(db: Db, orderId: number): OrderItemRow[] {
  return db
    .prepare(
      `SELECT item_id, order_id, product_id, parent_sku, sku, name, product_type, url_key, price, qty_ordered, qty_invoiced, qty_shipped,
              qty_refunded, qty_canceled, row_total, discount_amount, selected_options, entered_options
       FROM sales_order_items WHERE order_id = ? ORDER BY item_id`,
    )
    .all(orderId) as OrderItemRow[];
}

export interface OrderAddressRow {
  firstname: string;
  lastname: string;
  company: string | null;
  /** Street lines joined by newlines. */
  street: string;
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string | null;
  email: string | null;
  prefix: string | null;
  middlename: string | null;
  suffix: string | null;
  fax: string | null;
}

export function findOrderAddress(db: Db, orderId: number, type: 'billing' | 'shipping'): OrderAddressRow | null {
  return (
    (db
      .prepare(
        `SELECT firstname, lastname, company, street, city, region, region_id, postcode, country_id, telephone, email, prefix, middlename, suffix, fax
         FROM sales_order_addresses WHERE order_id = ? AND address_type = ?`,
      )
      .get(orderId, type) as OrderAddressRow | undefined) ?? null
  );
}

export interface OrderShipmentRow {
  entity_id: number;
  increment_id: string;
  tracks: string | null;
}

/** The order's shipments, each with its tracks as JSON [{"carrier", "title", "number"}]. */
export function listOrderShipments(db: Db, orderId: number): OrderShipmentRow[] {
  return db
    .prepare(
      `SELECT sh.entity_id, sh.increment_id,
              (SELECT json_group_array(json_object('carrier', t.carrier_code, 'title', t.title, 'number', t.track_number))
               FROM sales_shipment_tracks t WHERE t.shipment_id = sh.entity_id) AS tracks
       FROM sales_shipments sh WHERE sh.order_id = ? ORDER BY sh.entity_id`,
    )
    .all(orderId) as OrderShipmentRow[];
}

/** The comments the customer may see, oldest first. */
export function listOrderComments(db: Db, orderId: number): Array<{ comment: string; created_at: string }> {
  return db
    .prepare('SELECT comment, created_at FROM sales_order_comments WHERE order_id = ? AND is_visible_on_front = 1 ORDER BY created_at, entity_id')
    .all(orderId) as Array<{ comment: string; created_at: string }>;
}

/** Whose orders customer.orders lists, which of them and in what order (Magento's CustomerOrders arguments, checked). */
export interface CustomerOrderSearch {
  customerId: number;
  /** The store view of the request. */
  storeId: number;
  /** Widens the store view to its group (STORE), its website (WEBSITE) or every store (GLOBAL); null: the store view only. */
  scope: 'STORE' | 'WEBSITE' | 'GLOBAL' | null;
  /** Order number conditions, any of which lists an order; none given: every order. */
  number: { eq?: string; in?: string[]; match?: string };
  /** null: newest first. */
  sort: { field: 'NUMBER' | 'CREATED_AT'; direction: 'ASC' | 'DESC' } | null;
}

/** Which stores' orders a scope takes, from the request's store view (bound to ?); GLOBAL: every store's. */
const SCOPE_STORES: Record<NonNullable<CustomerOrderSearch['scope']> | 'VIEW', string | null> = {
  VIEW: 'o.store_id = ?',
  STORE: 'o.store_id IN (SELECT s.store_id FROM stores s JOIN stores r ON r.store_id = ? WHERE s.group_id = r.group_id)',
  WEBSITE: 'o.store_id IN (SELECT s.store_id FROM stores s JOIN stores r ON r.store_id = ? WHERE s.website_id = r.website_id)',
  GLOBAL: null,
};
const SORT_COLUMNS = { NUMBER: 'o.increment_id', CREATED_AT: 'o.created_at' } as const;

/** The WHERE clause and its values. The SQL text varies only with which conditions are present, so few statements are prepared. */
function customerOrderWhere(search: CustomerOrderSearch): { sql: string; values: unknown[] } {
  const clauses = ['o.customer_id = ?'];
  const values: unknown[] = [search.customerId];
  const stores = SCOPE_STORES[search.scope ?? 'VIEW'];
  if (stores) {
    clauses.push(stores);
    values.push(search.storeId);
  }
  const numberConditions: string[] = [];
  if (search.number.eq !== undefined) {
    numberConditions.push('o.increment_id = ?');
    values.push(search.number.eq);
  }
  if (search.number.in !== undefined) {
    numberConditions.push('o.increment_id IN (SELECT value FROM json_each(?))');
    values.push(JSON.stringify(search.number.in));
  }
  if (search.number.match !== undefined) {
    // As Magento: the value's own % signs are dropped and it matches anywhere in the number.
    numberConditions.push('o.increment_id LIKE ?');
    values.push(`%${search.number.match.replace(/%/g, '')}%`);
  }
  if (numberConditions.length) clauses.push(`(${numberConditions.join(' OR ')})`);
  return { sql: clauses.join(' AND '), values };
}

/** How many of the customer's orders the search finds. */
export function countCustomerOrders(db: Db, search: CustomerOrderSearch): number {
  const where = customerOrderWhere(search);
  return db.prepare(`SELECT COUNT(*) FROM sales_orders o WHERE ${where.sql}`).pluck().get(...where.values) as number;
}

/** One page of the customer's orders the search finds (by the customer's index on customer_id, created_at). */
export function listCustomerOrders(db: Db, search: CustomerOrderSearch, page: { limit: number; offset: number }): OrderRow[] {
  const where = customerOrderWhere(search);
  const { field, direction } = search.sort ?? { field: 'CREATED_AT', direction: 'DESC' };
  const dir = direction === 'ASC' ? 'ASC' : 'DESC';
  return db
    .prepare(`${ORDER_SELECT} WHERE ${where.sql} ORDER BY ${SORT_COLUMNS[field]} ${dir}, o.entity_id ${dir} LIMIT ? OFFSET ?`)
    .all(...where.values, page.limit, page.offset) as OrderRow[];
}
