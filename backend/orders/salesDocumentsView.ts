import type { Db } from '../types';

// Reading an order's invoices and credit memos (029_order_documents) for Magento's CustomerOrder:
// the documents by the order's index, their lines by the document's.

/** The amounts of an order, invoice or credit memo (each keeps its own), as their totals answer them. */
export interface SalesAmounts {
  subtotal: number;
  shipping_amount: number;
  tax_amount: number;
  /** Positive amount taken off. */
  discount_amount: number;
  discount_description: string | null;
  grand_total: number;
}

/** An invoice or credit memo row: its number and totals (amounts in the order's currency). */
export interface SalesDocumentRow extends SalesAmounts {
  entity_id: number;
  increment_id: string;
  /** Credit memos only: the adjustment refunded (fee subtracted). */
  adjustment?: number;
}

/** A line of an invoice or credit memo: which order line, how many units, at what price, with what discount. */
export interface SalesDocumentLineRow {
  entity_id: number;
  order_item_id: number;
  qty: number;
  price: number;
  discount_amount: number;
}

const DOCUMENT_COLUMNS = 'entity_id, increment_id, subtotal, shipping_amount, tax_amount, discount_amount, discount_description, grand_total';

export const listOrderInvoices = (db: Db, orderId: number): SalesDocumentRow[] =>
  db.prepare(`SELECT ${DOCUMENT_COLUMNS} FROM sales_invoices WHERE order_id = ? ORDER BY entity_id`).all(orderId) as SalesDocumentRow[];

export const listOrderCreditMemos = (db: Db, orderId: number): SalesDocumentRow[] =>
  db.prepare(`SELECT ${DOCUMENT_COLUMNS}, adjustment FROM sales_creditmemos WHERE order_id = ? ORDER BY entity_id`).all(orderId) as SalesDocumentRow[];

export const listInvoiceLines = (db: Db, invoiceId: number): SalesDocumentLineRow[] =>
  db.prepare('SELECT entity_id, order_item_id, qty, price, discount_amount FROM sales_invoice_items WHERE invoice_id = ? ORDER BY entity_id').all(invoiceId) as SalesDocumentLineRow[];

export const listCreditMemoLines = (db: Db, creditMemoId: number): SalesDocumentLineRow[] =>
  db
    .prepare('SELECT entity_id, order_item_id, qty, price, discount_amount FROM sales_creditmemo_items WHERE creditmemo_id = ? ORDER BY entity_id')
    .all(creditMemoId) as SalesDocumentLineRow[];
