import { JAKARTA_ADDRESS, PLACE_ORDER } from '../checkout/testCheckout';
import { LAB_TEST_CATEGORY_PATH } from '../repositories/medicalTestRepository';
import { bearer, BUDI, cheapSku, DEMO, freshCustomerCart, setPayment, shipTo, signIn, UNAUTHORIZED } from '../test/loyaltyFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Customer.medical_tests (schema/extensions/medicalTests.graphql) through /graphql: the lab tests a
// customer bought, registered when the order is placed, with their results; never anyone else's.

const MEDICAL_TESTS = `{ customer { medical_tests {
  id voucher_code name sku order_number registered_at status
  result { released_at doctor_note markers { name value unit reference_range flag } }
} } }`;

interface MedicalTest {
  id: string;
  voucher_code: string;
  name: string;
  sku: string;
  order_number: string;
  registered_at: string;
  status: string;
  result: { released_at: string; doctor_note: string | null; markers: Array<{ name: string; value: string; unit: string | null; reference_range: string | null; flag: string }> } | null;
}

const VOUCHER = /^LAB-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

describe('medical tests', () => {
  let shop: TestBackend;
  let demoToken: string;
  const db = () => shop.backend.db;

  const testsOf = async (token: string): Promise<MedicalTest[]> => {
    const { body } = await shop.graphql(MEDICAL_TESTS, undefined, bearer(token));
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.customer.medical_tests as MedicalTest[];
  };

  /** An in-stock lab-test voucher of the catalogue. */
  const labSku = () =>
    db()
      .prepare(
        `SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         JOIN product_categories pc ON pc.product_id = p.entity_id JOIN categories c ON c.entity_id = pc.category_id
         WHERE p.type_id = 'virtual' AND s.is_in_stock = 1 AND s.qty >= 10 AND c.url_path = ? ORDER BY p.entity_id LIMIT 1`,
      )
      .pluck()
      .get(LAB_TEST_CATEGORY_PATH) as string;

  beforeAll(async () => {
    shop = await startTestBackend();
    demoToken = await signIn(shop, DEMO);
  }, 120_000);
  afterAll(() => shop.close());

  it("answers the demo customer's seeded tests, newest first: two released with their markers, one sample taken, one registered", async () => {
    const tests = await testsOf(demoToken);
    expect(tests.map((test) => test.status)).toEqual(['REGISTERED', 'SAMPLE_TAKEN', 'RESULT_READY', 'RESULT_READY']);
    for (const test of tests) {
      expect(test.voucher_code).toMatch(VOUCHER);
      expect(test.order_number).toMatch(/^\d{9}$/);
      expect(test.registered_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(new Set(tests.map((test) => test.voucher_code)).size).toBe(4);
    const [newest, sampled, ...released] = tests;
    expect(newest.order_number).toBe(sampled.order_number);
    expect(newest.result).toBeNull();
    expect(sampled.result).toBeNull();
    expect(released[0].order_number).not.toBe(newest.order_number);
    const bloodCount = released.find((test) => test.name.includes('Complete Blood Count'));
    expect(bloodCount?.result).toMatchObject({ released_at: expect.any(String), doctor_note: expect.stringContaining('White blood cells') });
    expect(bloodCount?.result?.markers[0]).toEqual({ name: 'Hemoglobin', value: '13.1', unit: 'g/dL', reference_range: '12.0 - 15.5', flag: 'NORMAL' });
    expect(bloodCount?.result?.markers.find((marker) => marker.flag !== 'NORMAL')).toMatchObject({ name: 'Leukocytes (WBC)', flag: 'HIGH' });
    const vitaminD = released.find((test) => test.name.includes('Vitamin D'));
    expect(vitaminD?.result?.markers).toEqual([{ name: '25-OH Vitamin D', value: '18.4', unit: 'ng/mL', reference_range: '30 - 100', flag: 'LOW' }]);
  });

  it("lists the tests' orders among the demo customer's orders, with the test as a line", async () => {
    const tests = await testsOf(demoToken);
    const { body } = await shop.graphql('{ customer { orders(pageSize: 50) { items { number items { product_sku product_name } } } } }', undefined, bearer(demoToken));
    const orders = body.data.customer.orders.items as Array<{ number: string; items: Array<{ product_sku: string }> }>;
    for (const test of tests) expect(orders.find((order) => order.number === test.order_number)?.items.map((item) => item.product_sku)).toContain(test.sku);
  });

  it('refuses a guest as the customer query does', async () => {
    const { body } = await shop.graphql(MEDICAL_TESTS);
    expect(body.data.customer).toBeNull();
    expect(body.errors[0]).toMatchObject(UNAUTHORIZED);
  });

  it('shows a customer only their own tests', async () => {
    const budiToken = await signIn(shop, BUDI);
    expect(await testsOf(budiToken)).toEqual([]);
    const demoVouchers = (await testsOf(demoToken)).map((test) => test.voucher_code);
    expect(demoVouchers).toHaveLength(4);
  });

  it("registers the lab tests of a customer's new order, one voucher per unit, and nothing for the other lines", async () => {
    const budiToken = await signIn(shop, BUDI);
    const sku = labSku();
    const cartId = await freshCustomerCart(shop, budiToken, BUDI.email, sku, 2);
    const other = cheapSku(db());
    const added = await shop.graphql(
      'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { user_errors { message } } }',
      { id: cartId, sku: other.sku },
      bearer(budiToken),
    );
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
    await shipTo(shop, budiToken, cartId);
    await setPayment(shop, budiToken, cartId, 'banktransfer');
    const placed = await shop.graphql(PLACE_ORDER, { id: cartId }, bearer(budiToken));
    expect(placed.body.data.placeOrder.errors).toEqual([]);
    const number = placed.body.data.placeOrder.order.order_number as string;

    const tests = await testsOf(budiToken);
    expect(tests).toHaveLength(2);
    for (const test of tests) expect(test).toMatchObject({ sku, order_number: number, status: 'REGISTERED', result: null, voucher_code: expect.stringMatching(VOUCHER) });
    expect(tests[0].voucher_code).not.toBe(tests[1].voucher_code);
    expect(tests.map((test) => test.sku)).not.toContain(other.sku);
    // The demo customer's list is as it was.
    expect(await testsOf(demoToken)).toHaveLength(4);
  });

  it("registers a guest's lab test against the order, for nobody's list", async () => {
    const id = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
    const sku = labSku();
    await shop.graphql('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { user_errors { message } } }', { id, sku });
    const ready = await shop.graphql(
      `mutation ($id: String!, $a: CartAddressInput!) {
        setGuestEmailOnCart(input: {cart_id: $id, email: "guest.lab@example.com"}) { cart { id } }
        setBillingAddressOnCart(input: {cart_id: $id, billing_address: {address: $a}}) { cart { id } }
        setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) { cart { id } } }`,
      { id, a: JAKARTA_ADDRESS },
    );
    expect(ready.body.errors).toBeUndefined();
    const placed = await shop.graphql(PLACE_ORDER, { id });
    expect(placed.body.data.placeOrder.errors).toEqual([]);
    const rows = db()
      .prepare('SELECT t.customer_id, t.sku, t.status FROM medical_tests t JOIN sales_orders o ON o.entity_id = t.order_id WHERE o.increment_id = ?')
      .all(placed.body.data.placeOrder.order.order_number);
    expect(rows).toEqual([{ customer_id: null, sku, status: 'registered' }]);
  });

  it('registers nothing when the order is not placed', async () => {
    const budiToken = await signIn(shop, BUDI);
    const before = db().prepare('SELECT COUNT(*) FROM medical_tests').pluck().get();
    const cartId = await freshCustomerCart(shop, budiToken, BUDI.email, labSku(), 1);
    // No billing address, no payment method: Magento refuses the order.
    const placed = await shop.graphql(PLACE_ORDER, { id: cartId }, bearer(budiToken));
    expect(placed.body.data.placeOrder.errors[0].code).toBe('UNABLE_TO_PLACE_ORDER');
    expect(db().prepare('SELECT COUNT(*) FROM medical_tests').pluck().get()).toBe(before);
  });
});
