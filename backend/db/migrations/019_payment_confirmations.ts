import type { Migration } from './types';

/**
 * Bank-transfer payment confirmations (Swift PWA's createConfirmPayment): what the shopper says
 * they paid, into which of the shop's accounts, from which account and when, against the order.
 * An order may have several (a shopper corrects one by sending again): the newest counts, none is
 * overwritten. The receipt image stays here as a blob (never under /media, never served); its
 * type is the one its bytes show. customer_id: the signed-in sender, if any. Texts are kept as
 * typed: they are data, never markup.
 */
export const paymentConfirmationsMigration: Migration = {
  id: '019_payment_confirmations',
  up(db) {
    db.exec(`
      CREATE TABLE payment_confirmations (
        confirmation_id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES sales_orders(entity_id) ON DELETE CASCADE,
        store_id INTEGER NOT NULL REFERENCES stores(store_id),
        customer_id INTEGER REFERENCES customers(entity_id) ON DELETE SET NULL,
        paid_to TEXT NOT NULL,
        account_name TEXT NOT NULL,
        account_number TEXT NOT NULL,
        amount REAL NOT NULL,
        transfer_date TEXT NOT NULL,
        receipt_filename TEXT,
        receipt_type TEXT CHECK (receipt_type IN ('image/jpeg', 'image/png', 'image/webp')),
        receipt BLOB,
        created_at TEXT NOT NULL
      );
      CREATE INDEX payment_confirmations_order ON payment_confirmations (order_id, confirmation_id);
    `);
  },
};
