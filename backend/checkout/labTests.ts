import { readableCode, type Draw } from '../readableCode';
import { insertMedicalTest, isVoucherCodeTaken, listOrderLabTestLines } from '../repositories/medicalTestRepository';
import type { Db } from '../types';

/**
 * Registers the order's lab tests (schema/extensions/medicalTests.graphql): one test with its own
 * voucher code per unit of each lab-test line, dated with the order. Runs inside the order's
 * transaction, so an order that fails registers nothing. Returns the tests' ids.
 */
export function registerOrderLabTests(db: Db, orderId: number, draw?: Draw): number[] {
  const ids: number[] = [];
  for (const line of listOrderLabTestLines(db, orderId)) {
    for (let unit = 0; unit < Math.floor(line.qty_ordered); unit += 1) {
      let voucherCode = readableCode('LAB', [4, 4], draw);
      while (isVoucherCodeTaken(db, voucherCode)) voucherCode = readableCode('LAB', [4, 4], draw);
      ids.push(
        insertMedicalTest(db, { orderId, orderItemId: line.item_id, customerId: line.customer_id, voucherCode, sku: line.sku, name: line.name, registeredAt: line.created_at }),
      );
    }
  }
  return ids;
}
