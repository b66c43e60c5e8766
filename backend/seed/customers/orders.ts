import { saveBundleSelections } from '../../orders/bundleSelections';
import { invoiceWholeOrder } from '../../orders/salesDocuments';
import { ruleIdOfCoupon } from '../../repositories/cart/salesRules';
import { appliedRuleIdsText, countOrderRuleUses } from '../../salesRule/orderRuleUses';
import type { Db } from '../../types';
import type { ProductRef } from '../content/catalogLookup';
import { formatDateTime } from '../catalog/dates';
import { insertRows } from '../catalog/sqlInsert';
import type { SeededRandom } from '../random';
import type { SeedBundleLine } from './orderBundles';

/** A product as an order line needs it: the catalogue seed's product reference, less what orders ignore. */
export type OrderProduct = Omit<ProductRef, 'small_image' | 'created_at'>;

export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  region: string;
  region_code: string;
  region_id: number;
  postcode: string;
  country_id: string;
  telephone: string;
}

export interface PlacedOrder {
  entityId: number;
  incrementId: string;
  storeCreditUsed: number;
  grandTotal: number;
  subtotal: number;
  createdAt: string;
  status: string;
}

const FREE_SHIPPING_FROM = 150_000;
const SHIPPING = [
  { method: 'flatrate_flatrate', description: 'Flat Rate - Fixed', amount: 15_000 },
  { method: 'jne_reg', description: 'JNE - Regular', amount: 18_000 },
  { method: 'gosend_sameday', description: 'GoSend - Same Day', amount: 25_000 },
];
const PAYMENTS = [
  { code: 'banktransfer', title: 'Bank Transfer Payment' },
  { code: 'cashondelivery', title: 'Cash On Delivery' },
  { code: 'checkmo', title: 'Check / Money order' },
];

/** Simple products that can be bought on their own, to fill orders and wishlists. */
export function purchasableProducts(db: Db): OrderProduct[] {
  return db
    .prepare(
      `SELECT p.entity_id, p.sku, p.name, p.url_key, p.type_id, p.price, p.special_price FROM products p
       LEFT JOIN product_stock s ON s.product_id = p.entity_id
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 4) AND p.price > 0 AND COALESCE(s.is_in_stock, 1) = 1
       ORDER BY p.entity_id`,
    )
    .all() as OrderProduct[];
}

/** The coupon a seeded order may have used: the demo's 10% off (its use is counted, as placing the order would). */
const SEEDED_COUPON = { code: 'HEMAT10', label: 'Diskon 10%', percent: 10 } as const;

const unitPrice = (product: OrderProduct) => (product.special_price !== null && product.special_price < product.price ? product.special_price : product.price);

/**
 * Writes one past order with items (and one bundle with its selections, when given), address
 * snapshots, a comment, when paid (processing or complete) its invoice and, when shipped, a shipment.
 * Totals are consistent: grand_total = subtotal + shipping - discount - store credit used.
 */
export function placeOrder(
  db: Db,
  random: SeededRandom,
  options: {
    incrementId: string;
    customerId: number;
    email: string;
    firstname: string;
    lastname: string;
    status: string;
    createdAt: Date;
    address: OrderAddress;
    products: OrderProduct[];
    storeCreditUsed?: number;
    /** Whether the order used SEEDED_COUPON. */
    withCoupon?: boolean;
    /** Units of every line; random (1-3) when not given. */
    qty?: number;
    /** A bundle bought once besides the products (drawing nothing from `random`). */
    bundle?: SeedBundleLine;
  },
): PlacedOrder {
  const lines = options.products.map((product) => {
    const qty = options.qty ?? random.int(1, 3);
    const price = unitPrice(product);
    return { product, qty, price, rowTotal: price * qty };
  });
  if (options.bundle) lines.push({ product: options.bundle.product, qty: 1, price: options.bundle.product.price, rowTotal: options.bundle.product.price });
  const subtotal = lines.reduce((sum, line) => sum + line.rowTotal, 0);
  const shipping = random.pick(SHIPPING);
  const shippingAmount = subtotal >= FREE_SHIPPING_FROM && shipping.method === 'flatrate_flatrate' ? 0 : shipping.amount;
  const discount = options.withCoupon ? Math.round((subtotal * SEEDED_COUPON.percent) / 100) : 0;
  const couponRuleId = options.withCoupon ? ruleIdOfCoupon(db, SEEDED_COUPON.code) : null;
  const storeCredit = Math.min(options.storeCreditUsed ?? 0, subtotal + shippingAmount - discount);
  const grandTotal = subtotal + shippingAmount - discount - storeCredit;
  const payment = random.pick(PAYMENTS);
  const createdAt = formatDateTime(options.createdAt);
  const updatedAt = formatDateTime(new Date(options.createdAt.getTime() + (options.status === 'pending' ? 0 : 2 * 86_400_000)));
  const shipped = options.status === 'complete';
  const paid = options.status === 'complete' || options.status === 'processing';

  const orderId = Number(
    db
      .prepare(
        `INSERT INTO sales_orders (increment_id, store_id, customer_id, customer_email, customer_firstname, customer_lastname, customer_is_guest, status,
           base_currency_code, order_currency_code, subtotal, shipping_amount, tax_amount, discount_amount, discount_description, coupon_code,
           store_credit_used, applied_rule_ids, grand_total, total_qty_ordered, is_virtual, shipping_method, shipping_description, payment_method, payment_title, created_at, updated_at)
         VALUES (?, 1, ?, ?, ?, ?, 0, ?, 'IDR', 'IDR', ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        options.incrementId,
        options.customerId,
        options.email,
        options.firstname,
        options.lastname,
        options.status,
        subtotal,
        shippingAmount,
        discount,
        discount ? SEEDED_COUPON.label : null,
        discount ? SEEDED_COUPON.code : null,
        storeCredit,
        couponRuleId === null ? null : appliedRuleIdsText([couponRuleId]),
        grandTotal,
        lines.reduce((sum, line) => sum + line.qty, 0),
        shipping.method,
        shipping.description,
        payment.code,
        payment.title,
        createdAt,
        updatedAt,
      ).lastInsertRowid,
  );
  if (couponRuleId !== null && options.status !== 'canceled') countOrderRuleUses(db, { customerId: options.customerId, appliedRuleIds: [couponRuleId] });

  insertRows(
    db,
    'sales_order_addresses',
    (['billing', 'shipping'] as const).map((type) => ({ order_id: orderId, address_type: type, ...options.address, company: null, email: options.email })),
  );
  insertRows(
    db,
    'sales_order_items',
    lines.map((line) => ({
      order_id: orderId,
      product_id: line.product.entity_id,
      parent_sku: null,
      sku: line.product.sku,
      name: line.product.name,
      product_type: line.product.type_id,
      url_key: line.product.url_key,
      price: line.price,
      original_price: line.product.price,
      qty_ordered: line.qty,
      qty_invoiced: 0,
      qty_shipped: shipped ? line.qty : 0,
      qty_refunded: 0,
      qty_canceled: options.status === 'canceled' ? line.qty : 0,
      row_total: line.rowTotal,
      discount_amount: 0,
      selected_options: null,
    })),
  );
  if (options.bundle) {
    const bundleItemId = db.prepare("SELECT item_id FROM sales_order_items WHERE order_id = ? AND product_type = 'bundle'").pluck().get(orderId) as number;
    saveBundleSelections(db, bundleItemId, options.bundle.selections);
  }
  if (paid) invoiceWholeOrder(db, orderId, updatedAt);
  const comment =
    { complete: 'Your order has been delivered. Thank you for shopping at Jingga!', processing: 'Payment received. We are packing your order.', canceled: 'Order canceled at your request.', pending: 'Waiting for your payment.' }[
      options.status
    ] ?? 'Order received.';
  db.prepare('INSERT INTO sales_order_comments (order_id, comment, is_visible_on_front, created_at) VALUES (?, ?, 1, ?)').run(orderId, comment, updatedAt);
  if (shipped) {
    const shipmentId = Number(db.prepare('INSERT INTO sales_shipments (order_id, increment_id, created_at) VALUES (?, ?, ?)').run(orderId, options.incrementId, updatedAt).lastInsertRowid);
    db.prepare('INSERT INTO sales_shipment_tracks (shipment_id, carrier_code, title, track_number) VALUES (?, ?, ?, ?)').run(
      shipmentId,
      shipping.method.split('_')[0],
      shipping.description,
      `JNG${options.incrementId}${random.int(100, 999)}`,
    );
  }
  return { entityId: orderId, incrementId: options.incrementId, storeCreditUsed: storeCredit, grandTotal, subtotal, createdAt, status: options.status };
}
