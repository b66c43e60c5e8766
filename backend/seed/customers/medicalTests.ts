import { registerOrderLabTests } from '../../checkout/labTests';
import { LAB_TEST_CATEGORY_PATH, markSampleTaken, releaseMedicalTestResult } from '../../repositories/medicalTestRepository';
import type { Db } from '../../types';
import { formatDateTime } from '../catalog/dates';
import { SeededRandom } from '../random';
import { labResultFor } from './labResults';
import { placeOrder, purchasableProducts, type OrderAddress, type OrderProduct } from './orders';
import { DEMO_EMAIL } from './people';

const HOUR_MS = 3_600_000;

/**
 * The demo customer's lab tests (schema/extensions/medicalTests.graphql): two more orders, each of
 * two lab-test vouchers and one product. The older order's tests have their results (one marker
 * high, one low); of the newest order's, the lab took one sample and the other waits for a visit.
 * Placed after every seeded customer, with a random of their own, so the rest of the seed is as it was.
 */
const LAB_ORDERS = [
  { tests: ['Complete Blood Count', 'Vitamin D'], status: 'complete', placedAt: Date.UTC(2025, 11, 16, 2, 20), progress: 'released' },
  { tests: ['Cholesterol', 'HbA1c'], status: 'processing', placedAt: Date.UTC(2026, 0, 2, 1, 45), progress: 'partly' },
] as const;

/** In-stock lab-test vouchers of the catalogue, in catalogue order. */
function labTestProducts(db: Db): OrderProduct[] {
  return db
    .prepare(
      `SELECT p.entity_id, p.sku, p.name, p.url_key, p.type_id, p.price, p.special_price FROM products p
       LEFT JOIN product_stock s ON s.product_id = p.entity_id
       WHERE p.type_id = 'virtual' AND p.status = 1 AND p.visibility IN (2, 4) AND p.price > 0 AND COALESCE(s.is_in_stock, 1) = 1
         AND EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.entity_id = pc.category_id
                     WHERE pc.product_id = p.entity_id AND (c.url_path = ? OR c.url_path LIKE ? || '/%'))
       ORDER BY p.entity_id`,
    )
    .all(LAB_TEST_CATEGORY_PATH, LAB_TEST_CATEGORY_PATH) as OrderProduct[];
}

function demoCustomer(db: Db): { entity_id: number; firstname: string; lastname: string; address: OrderAddress } {
  const customer = db.prepare('SELECT entity_id, firstname, lastname, default_billing FROM customers WHERE email = ?').get(DEMO_EMAIL) as
    | { entity_id: number; firstname: string; lastname: string; default_billing: number }
    | undefined;
  if (!customer) throw new Error('seedMedicalTests: no demo customer');
  const address = db
    .prepare('SELECT firstname, lastname, street, city, region, region_code, region_id, postcode, country_id, telephone FROM customer_addresses WHERE entity_id = ?')
    .get(customer.default_billing) as OrderAddress;
  return { ...customer, address };
}

/** Runs after the customers (and inside their transaction). */
export function seedMedicalTests(db: Db): void {
  const labTests = labTestProducts(db);
  if (labTests.length === 0) return;
  const random = new SeededRandom(5150);
  const draw = (max: number) => random.int(0, max - 1);
  const demo = demoCustomer(db);
  const products = purchasableProducts(db);
  for (const order of LAB_ORDERS) {
    const tests = order.tests.map((name, index) => labTests.find((product) => product.name.includes(name)) ?? labTests[index % labTests.length]);
    const last = db.prepare('SELECT MAX(CAST(increment_id AS INTEGER)) FROM sales_orders').pluck().get() as number | null;
    const placed = placeOrder(db, random, {
      incrementId: String((last ?? 0) + 1).padStart(9, '0'),
      customerId: demo.entity_id,
      email: DEMO_EMAIL,
      firstname: demo.firstname,
      lastname: demo.lastname,
      status: order.status,
      createdAt: new Date(order.placedAt),
      address: demo.address,
      products: [...tests, random.pick(products)],
      qty: 1,
    });
    const [first, second] = registerOrderLabTests(db, placed.entityId, draw);
    const at = (hours: number) => formatDateTime(new Date(order.placedAt + hours * HOUR_MS));
    if (order.progress === 'released') {
      [first, second].forEach((testId, index) => {
        const result = labResultFor(tests[index].name);
        releaseMedicalTestResult(db, testId, { releasedAt: at(50 + index * 4), doctorNote: result.doctorNote, markers: result.markers });
      });
    } else {
      markSampleTaken(db, first, at(26));
    }
  }
}
