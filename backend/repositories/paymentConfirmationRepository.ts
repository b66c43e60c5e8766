import type { Db } from '../types';

// Bank-transfer payment confirmations (019_payment_confirmations) and the orders they are for.

/** What a confirmation needs to know of its order. */
export interface ConfirmableOrder {
  entity_id: number;
  increment_id: string;
  status: string;
  payment_method: string;
  /** "YYYY-MM-DD HH:MM:SS" (UTC). */
  created_at: string;
  /** The ordering customer; null for a guest's order. */
  customer_id: number | null;
  customer_email: string;
  /** The billing address's email, when it has its own. */
  billing_email: string | null;
}

/** The store's order with this number, or null. */
export function findConfirmableOrder(db: Db, storeId: number, orderNumber: string): ConfirmableOrder | null {
  return (
    (db
      .prepare(
        `SELECT o.entity_id, o.increment_id, o.status, o.payment_method, o.created_at, o.customer_id, o.customer_email, a.email AS billing_email
         FROM sales_orders o LEFT JOIN sales_order_addresses a ON a.order_id = o.entity_id AND a.address_type = 'billing'
         WHERE o.increment_id = ? AND o.store_id = ?`,
      )
      .get(orderNumber, storeId) as ConfirmableOrder | undefined) ?? null
  );
}

export function countPaymentConfirmations(db: Db, orderId: number): number {
  return db.prepare('SELECT COUNT(*) FROM payment_confirmations WHERE order_id = ?').pluck().get(orderId) as number;
}

export interface PaymentReceipt {
  filename: string;
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Buffer;
}

export interface PaymentConfirmationInput {
  orderId: number;
  storeId: number;
  customerId: number | null;
  paidTo: string;
  accountName: string;
  accountNumber: string;
  amount: number;
  /** "YYYY-MM-DD". */
  transferDate: string;
  receipt: PaymentReceipt | null;
  now?: Date;
}

/** Keeps one confirmation exactly as sent. Returns its id. */
export function savePaymentConfirmation(db: Db, input: PaymentConfirmationInput): number {
  const createdAt = (input.now ?? new Date()).toISOString().slice(0, 19).replace('T', ' ');
  const result = db
    .prepare(
      `INSERT INTO payment_confirmations (order_id, store_id, customer_id, paid_to, account_name, account_number, amount, transfer_date,
         receipt_filename, receipt_type, receipt, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.orderId,
      input.storeId,
      input.customerId,
      input.paidTo,
      input.accountName,
      input.accountNumber,
      input.amount,
      input.transferDate,
      input.receipt?.filename ?? null,
      input.receipt?.type ?? null,
      input.receipt?.bytes ?? null,
      createdAt,
    );
  return Number(result.lastInsertRowid);
}
