import { verifyPassword } from '../../auth/password';
import { startTestBackend, type TestBackend } from '../../test/testBackend';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../customers/people';

describe('customer seed', () => {
  let shop: TestBackend;
  const all = (query: string, ...params: unknown[]) => shop.backend.db.prepare(query).all(...params) as Array<Record<string, any>>;
  const one = (query: string, ...params: unknown[]) => shop.backend.db.prepare(query).get(...params) as Record<string, any>;
  let demo: Record<string, any>;

  beforeAll(async () => {
    shop = await startTestBackend();
    demo = one('SELECT * FROM customers WHERE email = ?', DEMO_EMAIL);
  }, 120_000);
  afterAll(() => shop.close());

  it('creates the demo customer whose password verifies', async () => {
    expect(demo).toMatchObject({ email: 'demo@example.com', firstname: 'Demo', lastname: 'Pelanggan' });
    expect(await verifyPassword(DEMO_PASSWORD, demo.password_hash)).toBe(true);
    expect(await verifyPassword('wrong password', demo.password_hash)).toBe(false);
    expect(DEMO_PASSWORD).toBe('Demo1234!Shop');
  });

  it('gives the demo customer two Indonesian addresses, the first the default billing and shipping one', () => {
    const addresses = all('SELECT a.*, r.code AS known_code FROM customer_addresses a LEFT JOIN directory_regions r ON r.region_id = a.region_id WHERE customer_id = ? ORDER BY entity_id', demo.entity_id);
    expect(addresses).toHaveLength(2);
    for (const address of addresses) {
      expect(address.country_id).toBe('ID');
      expect(address.known_code).toBe(address.region_code);
    }
    expect(demo.default_billing).toBe(addresses[0].entity_id);
    expect(demo.default_shipping).toBe(addresses[0].entity_id);
  });

  it('gives the demo customer at least three past orders of real products with different statuses', () => {
    const orders = all('SELECT * FROM sales_orders WHERE customer_id = ? ORDER BY created_at', demo.entity_id);
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(orders.map((order) => order.status)).size).toBeGreaterThanOrEqual(3);
    for (const status of ['complete', 'processing', 'pending']) expect(orders.map((order) => order.status)).toContain(status);
    for (const order of orders) {
      expect(order.increment_id).toMatch(/^\d{9}$/);
      const items = all('SELECT i.*, p.sku AS catalogue_sku FROM sales_order_items i JOIN products p ON p.entity_id = i.product_id WHERE order_id = ?', order.entity_id);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.catalogue_sku).toBe(item.sku);
        expect(item.row_total).toBeCloseTo(item.price * item.qty_ordered, 2);
      }
      const subtotal = items.reduce((sum, item) => sum + item.row_total, 0);
      expect(order.subtotal).toBeCloseTo(subtotal, 2);
      expect(order.grand_total).toBeCloseTo(order.subtotal + order.shipping_amount + order.tax_amount - order.discount_amount - order.store_credit_used, 2);
      expect(order.total_qty_ordered).toBe(items.reduce((sum, item) => sum + item.qty_ordered, 0));
      expect(all('SELECT address_type FROM sales_order_addresses WHERE order_id = ? ORDER BY address_type', order.entity_id).map((row) => row.address_type)).toEqual(['billing', 'shipping']);
    }
    const labels = all('SELECT DISTINCT s.label FROM sales_orders o JOIN sales_order_statuses s ON s.status = o.status WHERE o.customer_id = ?', demo.entity_id).map((row) => row.label);
    expect(labels).toEqual(expect.arrayContaining(['Complete', 'Processing', 'Pending']));
  });

  it("invoices every paid (processing or complete) order whole, and keeps the selections of the demo customer's bundle", () => {
    const paid = all("SELECT entity_id, grand_total, subtotal FROM sales_orders WHERE status IN ('processing', 'complete')");
    expect(paid.length).toBeGreaterThan(0);
    for (const order of paid) {
      const invoices = all('SELECT entity_id, grand_total, subtotal, increment_id FROM sales_invoices WHERE order_id = ?', order.entity_id);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ grand_total: order.grand_total, subtotal: order.subtotal });
      const open = one('SELECT COUNT(*) AS n FROM sales_order_items WHERE order_id = ? AND qty_invoiced <> qty_ordered', order.entity_id);
      expect(open.n).toBe(0);
    }
    expect(one("SELECT COUNT(*) AS n FROM sales_invoices i JOIN sales_orders o ON o.entity_id = i.order_id WHERE o.status NOT IN ('processing', 'complete')").n).toBe(0);
    const bundleLines = all(
      "SELECT i.item_id, i.price FROM sales_order_items i JOIN sales_orders o ON o.entity_id = i.order_id WHERE o.customer_id = ? AND i.product_type = 'bundle'",
      demo.entity_id,
    );
    expect(bundleLines).toHaveLength(1);
    const selections = all('SELECT qty, price, option_label, sku FROM sales_order_bundle_selections WHERE order_item_id = ?', bundleLines[0].item_id);
    expect(selections.length).toBeGreaterThan(0);
    // The line costs what its parts add up to (a dynamically priced bundle) or more (a fixed one's own price).
    expect(bundleLines[0].price).toBeGreaterThanOrEqual(Math.round(selections.reduce((sum, s) => sum + s.qty * s.price, 0)) - 1);
  });

  it('numbers all orders uniquely in sequence', () => {
    const numbers = all('SELECT increment_id FROM sales_orders ORDER BY increment_id').map((row) => Number(row.increment_id));
    expect(numbers).toEqual(numbers.map((_n, index) => index + 1));
  });

  it('gives the demo customer a wishlist of 3 to 5 products', () => {
    const items = all('SELECT i.product_id FROM wishlist_items i JOIN wishlists w ON w.wishlist_id = i.wishlist_id JOIN products p ON p.entity_id = i.product_id WHERE w.customer_id = ?', demo.entity_id);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
  });

  it('gives the demo customer two active stored cards of the test card method, and none to the others', () => {
    const cards = all('SELECT customer_id, payment_method_code, type, details, is_active, public_hash FROM vault_payment_tokens ORDER BY entity_id');
    expect(cards.map((card) => [card.customer_id, card.payment_method_code, card.type, card.is_active])).toEqual([
      [demo.entity_id, 'jingga_card', 'card', 1],
      [demo.entity_id, 'jingga_card', 'card', 1],
    ]);
    expect(cards.map((card) => JSON.parse(card.details))).toEqual([
      { type: 'VI', maskedCC: '1111', expirationDate: '12/2028' },
      { type: 'MC', maskedCC: '4444', expirationDate: '09/2029' },
    ]);
    for (const card of cards) expect(card.public_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the demo customer three rated reviews of products they ordered, the newest still pending', () => {
    const reviews = all('SELECT review_id, product_id, nickname, status FROM reviews WHERE customer_id = ? ORDER BY created_at', demo.entity_id);
    expect(reviews.map((review) => [review.nickname, review.status])).toEqual([
      ['Demo', 1],
      ['Demo', 1],
      ['Demo', 2],
    ]);
    const ordered = all('SELECT DISTINCT i.product_id FROM sales_order_items i JOIN sales_orders o ON o.entity_id = i.order_id WHERE o.customer_id = ?', demo.entity_id).map((row) => row.product_id);
    expect(ordered).toEqual(expect.arrayContaining(reviews.map((review) => review.product_id)));
    for (const review of reviews) expect(all('SELECT value FROM review_ratings WHERE review_id = ?', review.review_id)).toHaveLength(3);
  });

  it('keeps reward points and store credit balances equal to their histories', () => {
    const points = one('SELECT balance FROM reward_points WHERE customer_id = ?', demo.entity_id).balance;
    const pointHistory = all('SELECT points_change, points_balance FROM reward_points_history WHERE customer_id = ? ORDER BY entity_id', demo.entity_id);
    expect(points).toBeGreaterThan(0);
    expect(pointHistory.length).toBeGreaterThanOrEqual(2);
    expect(pointHistory.reduce((sum, row) => sum + row.points_change, 0)).toBe(points);
    expect(pointHistory.at(-1)?.points_balance).toBe(points);

    const credit = one('SELECT balance FROM store_credit WHERE customer_id = ?', demo.entity_id).balance;
    const creditHistory = all('SELECT balance_change, balance_after, order_id FROM store_credit_history WHERE customer_id = ? ORDER BY entity_id', demo.entity_id);
    expect(credit).toBeGreaterThan(0);
    expect(creditHistory.reduce((sum, row) => sum + row.balance_change, 0)).toBeCloseTo(credit, 2);
    expect(creditHistory.at(-1)?.balance_after).toBeCloseTo(credit, 2);
    const used = creditHistory.filter((row) => row.balance_change < 0);
    for (const row of used) expect(one('SELECT store_credit_used FROM sales_orders WHERE entity_id = ?', row.order_id).store_credit_used).toBeCloseTo(-row.balance_change, 2);
  });
});
