import type { Db } from '../types';

// Medical tests (022_medical_tests): the lab-test vouchers customers bought, their progress at the
// partner lab and the released results.

/** The catalogue's lab tests: virtual products in this category or below it. */
export const LAB_TEST_CATEGORY_PATH = 'lab-tests';

export type MedicalTestStatus = 'registered' | 'sample_taken' | 'result_ready';
export type MarkerFlag = 'normal' | 'low' | 'high';

/** An order line that is a lab test, with what registering it needs. */
export interface LabTestLine {
  item_id: number;
  sku: string;
  name: string;
  qty_ordered: number;
  customer_id: number | null;
  created_at: string;
}

/** The order's lines that are lab tests (virtual products under the Lab Tests category), in line order. */
export function listOrderLabTestLines(db: Db, orderId: number): LabTestLine[] {
  return db
    .prepare(
      `SELECT i.item_id, i.sku, i.name, i.qty_ordered, o.customer_id, o.created_at
       FROM sales_order_items i JOIN sales_orders o ON o.entity_id = i.order_id
       WHERE i.order_id = ? AND i.product_type = 'virtual' AND EXISTS (
         SELECT 1 FROM product_categories pc JOIN categories c ON c.entity_id = pc.category_id
         WHERE pc.product_id = i.product_id AND (c.url_path = ? OR c.url_path LIKE ? || '/%'))
       ORDER BY i.item_id`,
    )
    .all(orderId, LAB_TEST_CATEGORY_PATH, LAB_TEST_CATEGORY_PATH) as LabTestLine[];
}

export function isVoucherCodeTaken(db: Db, code: string): boolean {
  return db.prepare('SELECT 1 FROM medical_tests WHERE voucher_code = ?').get(code) !== undefined;
}

export interface NewMedicalTest {
  orderId: number;
  orderItemId: number;
  customerId: number | null;
  voucherCode: string;
  sku: string;
  name: string;
  registeredAt: string;
}

/** Registers one test (status registered); returns its id. */
export function insertMedicalTest(db: Db, test: NewMedicalTest): number {
  return Number(
    db
      .prepare('INSERT INTO medical_tests (order_id, order_item_id, customer_id, voucher_code, sku, name, registered_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(test.orderId, test.orderItemId, test.customerId, test.voucherCode, test.sku, test.name, test.registeredAt).lastInsertRowid,
  );
}

/** The partner lab took the test's sample. */
export function markSampleTaken(db: Db, testId: number, at: string): void {
  db.prepare("UPDATE medical_tests SET status = 'sample_taken', sample_taken_at = ? WHERE test_id = ?").run(at, testId);
}

export interface NewMarker {
  name: string;
  value: string;
  unit: string | null;
  reference_range: string | null;
  flag: MarkerFlag;
}

/** The lab released the test's result: its markers (in the lab's order) and the doctor's note. Replaces an earlier release. */
export function releaseMedicalTestResult(db: Db, testId: number, result: { releasedAt: string; doctorNote: string | null; markers: readonly NewMarker[] }): void {
  db.prepare("UPDATE medical_tests SET status = 'result_ready', sample_taken_at = COALESCE(sample_taken_at, ?), released_at = ?, doctor_note = ? WHERE test_id = ?").run(
    result.releasedAt,
    result.releasedAt,
    result.doctorNote,
    testId,
  );
  db.prepare('DELETE FROM medical_test_markers WHERE test_id = ?').run(testId);
  const insert = db.prepare('INSERT INTO medical_test_markers (test_id, position, name, value, unit, reference_range, flag) VALUES (?, ?, ?, ?, ?, ?, ?)');
  result.markers.forEach((marker, index) => insert.run(testId, index + 1, marker.name, marker.value, marker.unit, marker.reference_range, marker.flag));
}

export interface MedicalTestRow {
  test_id: number;
  voucher_code: string;
  sku: string;
  name: string;
  order_number: string;
  status: MedicalTestStatus;
  registered_at: string;
  released_at: string | null;
  doctor_note: string | null;
}

/** The customer's tests, newest first. */
export function listCustomerMedicalTests(db: Db, customerId: number): MedicalTestRow[] {
  return db
    .prepare(
      `SELECT t.test_id, t.voucher_code, t.sku, t.name, o.increment_id AS order_number, t.status, t.registered_at, t.released_at, t.doctor_note
       FROM medical_tests t JOIN sales_orders o ON o.entity_id = t.order_id
       WHERE t.customer_id = ? ORDER BY t.registered_at DESC, t.test_id DESC`,
    )
    .all(customerId) as MedicalTestRow[];
}

export interface MarkerRow extends NewMarker {
  test_id: number;
}

/** The markers of the given tests, each test's in the lab's order. */
export function listMedicalTestMarkers(db: Db, testIds: readonly number[]): MarkerRow[] {
  if (testIds.length === 0) return [];
  return db
    .prepare(
      `SELECT test_id, name, value, unit, reference_range, flag FROM medical_test_markers
       WHERE test_id IN (SELECT value FROM json_each(?)) ORDER BY test_id, position, marker_id`,
    )
    .all(JSON.stringify(testIds)) as MarkerRow[];
}
