import type { Migration } from './types';

/**
 * Medical tests (schema/extensions/medicalTests.graphql): one row per lab-test voucher bought (a
 * unit of a virtual product under the Lab Tests category), registered when the order is placed.
 * status: registered -> sample_taken (the partner lab took the sample) -> result_ready (released,
 * with its markers). customer_id is null for a guest's order (the voucher still works at the lab).
 * Deleting the order or the customer removes its tests; markers go with their test.
 */
export const medicalTestsMigration: Migration = {
  id: '022_medical_tests',
  up(db) {
    db.exec(`
      CREATE TABLE medical_tests (
        test_id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES sales_orders(entity_id) ON DELETE CASCADE,
        order_item_id INTEGER REFERENCES sales_order_items(item_id) ON DELETE SET NULL,
        customer_id INTEGER REFERENCES customers(entity_id) ON DELETE CASCADE,
        voucher_code TEXT NOT NULL UNIQUE,
        sku TEXT NOT NULL,
        name TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'registered' CHECK (status IN ('registered', 'sample_taken', 'result_ready')),
        registered_at TEXT NOT NULL,
        sample_taken_at TEXT,
        released_at TEXT,
        doctor_note TEXT
      );
      CREATE INDEX medical_tests_customer ON medical_tests (customer_id, registered_at);
      CREATE INDEX medical_tests_order ON medical_tests (order_id);

      CREATE TABLE medical_test_markers (
        marker_id INTEGER PRIMARY KEY,
        test_id INTEGER NOT NULL REFERENCES medical_tests(test_id) ON DELETE CASCADE,
        position INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        unit TEXT,
        reference_range TEXT,
        flag TEXT NOT NULL DEFAULT 'normal' CHECK (flag IN ('normal', 'low', 'high'))
      );
      CREATE INDEX medical_test_markers_test ON medical_test_markers (test_id, position);
    `);
  },
};
