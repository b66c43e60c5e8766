import type { Db } from '../types';

// Invoices and credit memos (029_order_documents), written as Magento's offline capture and offline
// refund write them for a whole order: one document taking every line's open quantity, with the
// order's totals. An invoice is written when the order is paid (a captured card at placeOrder), a
// credit memo when a paid order is refunded (cancelling it).

interface DocumentKind {
  table: 'sales_invoices' | 'sales_creditmemos';
  itemTable: 'sales_invoice_items' | 'sales_creditmemo_items';
  parentColumn: 'invoice_id' | 'creditmemo_id';
  /** The order line's column the document adds its quantity to. */
  lineColumn: 'qty_invoiced' | 'qty_refunded';
  /** The quantity of a line the document takes: what is not yet invoiced (or canceled), or invoiced and not yet refunded. */
  openQty: string;
}

const INVOICE: DocumentKind = {
  table: 'sales_invoices',
  itemTable: 'sales_invoice_items',
  parentColumn: 'invoice_id',
  lineColumn: 'qty_invoiced',
  openQty: 'qty_ordered - qty_invoiced - qty_canceled',
};
const CREDIT_MEMO: DocumentKind = {
  table: 'sales_creditmemos',
  itemTable: 'sales_creditmemo_items',
  parentColumn: 'creditmemo_id',
  lineColumn: 'qty_refunded',
  openQty: 'qty_invoiced - qty_refunded',
};

/** The next number of the document's own sequence ("000000001"), as Magento numbers invoices and credit memos apart from orders. */
function nextNumber(db: Db, kind: DocumentKind): string {
  const last = db.prepare(`SELECT MAX(CAST(increment_id AS INTEGER)) FROM ${kind.table}`).pluck().get() as number | null;
  return String((last ?? 0) + 1).padStart(9, '0');
}

interface OpenLine {
  item_id: number;
  price: number;
  qty_ordered: number;
  discount_amount: number;
  open: number;
}

/**
 * Writes the document for the whole order, or nothing (returning null) when the order already has
 * one of its kind or no line has a quantity open to it. The lines' quantities move in the same
 * statement set, so the caller's transaction keeps order and document in step.
 */
function writeWholeDocument(db: Db, kind: DocumentKind, orderId: number, at: string): number | null {
  if (db.prepare(`SELECT 1 FROM ${kind.table} WHERE order_id = ?`).get(orderId)) return null;
  const order = db
    .prepare('SELECT subtotal, shipping_amount, tax_amount, discount_amount, discount_description, grand_total FROM sales_orders WHERE entity_id = ?')
    .get(orderId) as
    | { subtotal: number; shipping_amount: number; tax_amount: number; discount_amount: number; discount_description: string | null; grand_total: number }
    | undefined;
  if (!order) return null;
  const lines = db
    .prepare(`SELECT item_id, price, qty_ordered, discount_amount, ${kind.openQty} AS open FROM sales_order_items WHERE order_id = ? AND ${kind.openQty} > 0 ORDER BY item_id`)
    .all(orderId) as OpenLine[];
  if (lines.length === 0) return null;
  const documentId = Number(
    db
      .prepare(
        `INSERT INTO ${kind.table} (order_id, increment_id, subtotal, shipping_amount, tax_amount, discount_amount, discount_description, grand_total, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(orderId, nextNumber(db, kind), order.subtotal, order.shipping_amount, order.tax_amount, order.discount_amount, order.discount_description, order.grand_total, at)
      .lastInsertRowid,
  );
  const insertItem = db.prepare(
    `INSERT INTO ${kind.itemTable} (${kind.parentColumn}, order_item_id, qty, price, row_total, discount_amount) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const moveLine = db.prepare(`UPDATE sales_order_items SET ${kind.lineColumn} = ${kind.lineColumn} + ? WHERE item_id = ?`);
  for (const line of lines) {
    // The line's share of its discount for the quantity taken (all of it for a whole line).
    const discount = Math.round((line.discount_amount * line.open) / line.qty_ordered);
    insertItem.run(documentId, line.item_id, line.open, line.price, line.price * line.open, discount);
    moveLine.run(line.open, line.item_id);
  }
  return documentId;
}

/** Magento's offline capture of the whole order: an invoice of every line not yet invoiced, with the order's totals. */
export const invoiceWholeOrder = (db: Db, orderId: number, at: string): number | null => writeWholeDocument(db, INVOICE, orderId, at);

/** Magento's offline refund of the whole order: a credit memo of everything invoiced and not yet refunded. */
export const refundWholeOrder = (db: Db, orderId: number, at: string): number | null => writeWholeDocument(db, CREDIT_MEMO, orderId, at);

/** Whether the order was paid (Magento's amount paid): it has an invoice. */
export const isOrderPaid = (db: Db, orderId: number): boolean => Boolean(db.prepare('SELECT 1 FROM sales_invoices WHERE order_id = ?').get(orderId));
