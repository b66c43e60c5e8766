import { issueCustomerToken, revokeCustomerTokens } from '../auth/tokens';
import { guestCartWith, JAKARTA_ADDRESS, makeReady, PLACE_ORDER } from '../checkout/testCheckout';
import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';
import type { Db } from '../types';

// Magento's customer query over /graphql: the bearer token's customer with the address book and
// the orders (customer.orders), never anyone else's.

const UNAUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };
const PROFILE = `{ customer {
  id firstname middlename lastname prefix suffix email date_of_birth dob gender is_subscribed created_at default_billing default_shipping
  addresses { id firstname lastname middlename company street city region { region region_code region_id } region_id
    postcode country_code country_id telephone default_shipping default_billing }
} }`;
const ORDERS = `query ($filter: CustomerOrdersFilterInput, $currentPage: Int, $pageSize: Int, $sort: CustomerOrderSortInput, $scope: ScopeTypeEnum) {
  customer { email orders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: $sort, scope: $scope) {
    total_count page_info { current_page page_size total_pages }
    items { id number order_date status email total { grand_total { value currency } } items { product_sku quantity_ordered }
      shipping_address { firstname city region country_code } payment_methods { type } }
  } }
}`;
/** The demo customer's seeded orders, newest first (each placed after the one before; the last two hold lab tests, seed/customers/medicalTests.ts). */
const DEMO_ORDERS = ['000000009', '000000008', '000000005', '000000004', '000000003', '000000002', '000000001'];

interface OrdersAnswer {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: Array<{ number: string; order_date: string; status: string; email: string }>;
}

const regionOf = (db: Db, code: string) =>
  db.prepare("SELECT region_id, name FROM directory_regions WHERE country_id = 'ID' AND code = ?").get(code) as { region_id: number; name: string };

/** A customer written straight into the database, with one saved address as its default billing address only. */
function createCustomer(db: Db, email: string): { customerId: number; addressId: number } {
  const at = '2026-01-05 08:00:00';
  const customerId = Number(
    db
      .prepare("INSERT INTO customers (email, firstname, lastname, password_hash, created_at, updated_at) VALUES (?, 'Rina', 'Wijaya', '', ?, ?)")
      .run(email, at, at).lastInsertRowid,
  );
  const surabaya = regionOf(db, 'JI');
  const addressId = Number(
    db
      .prepare(
        `INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street, city, region, region_code, region_id, postcode, country_id, telephone, created_at, updated_at)
         VALUES (?, 'Rina', 'Wijaya', 'Toko Rina', 'Jl. Pemuda No. 7', 'Surabaya', ?, 'JI', ?, '60271', 'ID', '081377700011', ?, ?)`,
      )
      .run(customerId, surabaya.name, surabaya.region_id, at, at).lastInsertRowid,
  );
  db.prepare('UPDATE customers SET default_billing = ? WHERE entity_id = ?').run(addressId, customerId);
  return { customerId, addressId };
}

describe('the customer query', () => {
  let shop: TestBackend;
  let demoId: number;
  let demoToken: string;
  const db = () => shop.backend.db;
  const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
  async function ordersOf(token: string, variables: Record<string, unknown> = {}): Promise<OrdersAnswer> {
    const { body } = await shop.graphql(ORDERS, variables, as(token));
    expect(body.errors).toBeUndefined();
    return body.data.customer.orders;
  }
  const numbers = (answer: OrdersAnswer) => answer.items.map((order) => order.number);

  /** Places an order over GraphQL from the signed-in customer's cart; returns its number. */
  async function placeCustomerOrder(token: string): Promise<string> {
    const sku = stockedProduct(db(), 'simple', 20).sku;
    const id = (await shop.graphql('{ customerCart { id } }', undefined, as(token))).body.data.customerCart.id as string;
    await shop.graphql('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { user_errors { message } } }', { id, sku }, as(token));
    const ready = await shop.graphql(
      `mutation ($id: String!, $a: CartAddressInput!) {
        setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } }
        setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
        setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "reg"}]}) { cart { id } }
        setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) { cart { id } } }`,
      { id, a: JAKARTA_ADDRESS },
      as(token),
    );
    expect(ready.body.errors).toBeUndefined();
    const placed = await shop.graphql(PLACE_ORDER, { id }, as(token));
    const number = placed.body.data?.placeOrder?.order?.order_number as string | undefined;
    if (!number) throw new Error(`could not place the order: ${JSON.stringify(placed.body)}`);
    return number;
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    demoId = db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
    demoToken = issueCustomerToken(db(), demoId);
  }, 120_000);
  afterAll(() => shop.close());

  describe('profile and address book', () => {
    it("answers the demo customer's account with the default address ids as strings", async () => {
      const { status, body } = await shop.graphql(PROFILE, undefined, as(demoToken));
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const { addresses, ...profile } = body.data.customer;
      const [first, second] = addresses;
      expect(profile).toEqual({
        id: null,
        firstname: 'Demo',
        middlename: null,
        lastname: 'Pelanggan',
        prefix: null,
        suffix: null,
        email: 'demo@example.com',
        date_of_birth: '1992-08-17',
        dob: '1992-08-17',
        gender: 2,
        is_subscribed: true,
        created_at: '2025-03-02 09:15:00',
        default_billing: String(first.id),
        default_shipping: String(first.id),
      });
    });

    it('lists both saved addresses with their Indonesian provinces, the first as the default for both', async () => {
      const { body } = await shop.graphql(PROFILE, undefined, as(demoToken));
      const jakarta = regionOf(db(), 'JK');
      const westJava = regionOf(db(), 'JB');
      expect(body.data.customer.addresses).toEqual([
        {
          id: expect.any(Number),
          firstname: 'Demo',
          lastname: 'Pelanggan',
          middlename: null,
          company: null,
          street: ['Jl. Kemang Raya No. 10', 'RT 003 / RW 002'],
          city: 'Jakarta Selatan',
          region: { region: jakarta.name, region_code: 'JK', region_id: jakarta.region_id },
          region_id: jakarta.region_id,
          postcode: '12730',
          country_code: 'ID',
          country_id: 'ID',
          telephone: '081234567890',
          default_shipping: true,
          default_billing: true,
        },
        {
          id: expect.any(Number),
          firstname: 'Demo',
          lastname: 'Pelanggan',
          middlename: null,
          company: null,
          street: ['Jl. Ir. H. Juanda No. 55'],
          city: 'Bandung',
          region: { region: westJava.name, region_code: 'JB', region_id: westJava.region_id },
          region_id: westJava.region_id,
          postcode: '40132',
          country_code: 'ID',
          country_id: 'ID',
          telephone: '081298765432',
          default_shipping: false,
          default_billing: false,
        },
      ]);
      expect(jakarta.name).toBe('DKI Jakarta');
    });

    it('answers custom_attributes as an empty list, as Magento does for a shop without user-defined customer attributes', async () => {
      const { body } = await shop.graphql(
        `query ($codes: [ID!]) { customer {
          all: custom_attributes { __typename code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label value } } }
          some: custom_attributes(attributeCodes: $codes) { code }
        } }`,
        { codes: ['gender', 'taxvat'] },
        as(demoToken),
      );
      expect(body.errors).toBeUndefined();
      // gender and taxvat are system attributes: Customer's own fields answer them, never custom_attributes.
      expect(body.data.customer).toEqual({ all: [], some: [] });
    });

    const expectRefused = ({ status, body }: { status: number; body: any }) => {
      expect(status).toBe(200);
      expect(body.data).toEqual({ customer: null });
      expect(body.errors).toEqual([expect.objectContaining({ ...UNAUTHORIZED, path: ['customer'] })]);
    };

    it("is refused without a token or with an unknown one, with Magento's message and nothing of the account", async () => {
      expectRefused(await shop.graphql(PROFILE));
      expectRefused(await shop.graphql(PROFILE, undefined, as('no-such-token')));
    });

    it('is refused with a revoked token', async () => {
      const token = issueCustomerToken(db(), demoId);
      revokeCustomerTokens(db(), demoId);
      expectRefused(await shop.graphql(PROFILE, undefined, as(token)));
      // Revoking signed the demo customer out everywhere: the later tests sign in again.
      demoToken = issueCustomerToken(db(), demoId);
    });
  });

  describe('orders', () => {
    it('lists the orders newest first, 20 to a page, with the count and page info', async () => {
      const orders = await ordersOf(demoToken);
      expect(numbers(orders)).toEqual(DEMO_ORDERS);
      expect(orders.total_count).toBe(7);
      expect(orders.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
      const dates = orders.items.map((order) => order.order_date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(orders.items.map((order) => order.status)).toEqual(['Processing', 'Complete', 'Pending', 'Processing', 'Canceled', 'Complete', 'Complete']);
    });

    it('answers each order as the full CustomerOrder', async () => {
      const [newest] = (await ordersOf(demoToken, { pageSize: 1 })).items as Array<Record<string, any>>;
      expect(newest).toMatchObject({
        id: Buffer.from(String(db().prepare("SELECT entity_id FROM sales_orders WHERE increment_id = '000000009'").pluck().get())).toString('base64'),
        email: 'demo@example.com',
        total: { grand_total: { value: expect.any(Number), currency: 'IDR' } },
        shipping_address: { firstname: 'Demo', country_code: 'ID' },
        payment_methods: [{ type: expect.any(String) }],
      });
      expect(newest.items.length).toBeGreaterThan(0);
      expect(newest.items[0]).toEqual({ product_sku: expect.any(String), quantity_ordered: expect.any(Number) });
    });

    it('pages, and answers a page past the end with the last page as Magento does', async () => {
      const second = await ordersOf(demoToken, { pageSize: 2, currentPage: 2 });
      expect(numbers(second)).toEqual(['000000005', '000000004']);
      expect(second.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 4 });
      expect(second.total_count).toBe(7);
      const past = await ordersOf(demoToken, { pageSize: 2, currentPage: 9 });
      expect(numbers(past)).toEqual(['000000001']);
      expect(past.page_info).toEqual({ current_page: 4, page_size: 2, total_pages: 4 });
    });

    it('sorts by number or by date, either way', async () => {
      expect(numbers(await ordersOf(demoToken, { sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } }))).toEqual([...DEMO_ORDERS].reverse());
      expect(numbers(await ordersOf(demoToken, { sort: { sort_field: 'NUMBER', sort_direction: 'DESC' } }))).toEqual(DEMO_ORDERS);
      expect(numbers(await ordersOf(demoToken, { sort: { sort_field: 'CREATED_AT', sort_direction: 'ASC' } }))).toEqual([...DEMO_ORDERS].reverse());
    });

    it('filters by number: eq, in and match, any of which lists an order', async () => {
      const one = await ordersOf(demoToken, { filter: { number: { eq: '000000003' } } });
      expect(numbers(one)).toEqual(['000000003']);
      expect(one.total_count).toBe(1);
      expect(numbers(await ordersOf(demoToken, { filter: { number: { in: ['000000001', '000000004', '000000999'] } } }))).toEqual(['000000004', '000000001']);
      expect(numbers(await ordersOf(demoToken, { filter: { number: { match: '0004' } } }))).toEqual(['000000004']);
      expect(numbers(await ordersOf(demoToken, { filter: { number: { eq: '000000002', in: ['000000005'] } } }))).toEqual(['000000005', '000000002']);
      const none = await ordersOf(demoToken, { filter: { number: { eq: '000000999' } } });
      expect(none).toEqual({ total_count: 0, page_info: { current_page: 1, page_size: 20, total_pages: 0 }, items: [] });
    });

    it.each([
      [{ currentPage: 0 }, 'currentPage value must be greater than 0.'],
      [{ pageSize: 0 }, 'pageSize value must be greater than 0.'],
    ])('refuses %j with Magento\'s message, still answering the account', async (variables, message) => {
      const { body } = await shop.graphql(ORDERS, variables, as(demoToken));
      expect(body.data).toEqual({ customer: { email: 'demo@example.com', orders: null } });
      expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { category: 'graphql-input' }, path: ['customer', 'orders'] })]);
    });

    it("never lists a guest's order, even one placed with the customer's email", async () => {
      const id = await guestCartWith(shop.graphql, stockedProduct(db(), 'simple', 20).sku);
      await makeReady(shop.graphql, id);
      await shop.graphql('mutation ($id: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: "demo@example.com"}) { cart { id } } }', { id });
      const placed = await shop.graphql(PLACE_ORDER, { id });
      const guestNumber = placed.body.data.placeOrder.order.order_number as string;
      expect(db().prepare('SELECT customer_email FROM sales_orders WHERE increment_id = ?').pluck().get(guestNumber)).toBe('demo@example.com');
      expect(numbers(await ordersOf(demoToken))).toEqual(DEMO_ORDERS);
      expect(numbers(await ordersOf(demoToken, { filter: { number: { eq: guestNumber } } }))).toEqual([]);
    });
  });

  describe('another customer', () => {
    let rina: { customerId: number; addressId: number };
    let rinaToken: string;
    let rinaOrders: string[];

    beforeAll(async () => {
      rina = createCustomer(db(), 'rina.wijaya@example.com');
      rinaToken = issueCustomerToken(db(), rina.customerId);
      rinaOrders = [await placeCustomerOrder(rinaToken), await placeCustomerOrder(rinaToken)];
    }, 60_000);

    it('sees only their own account and address book', async () => {
      const { body } = await shop.graphql(PROFILE, undefined, as(rinaToken));
      expect(body.errors).toBeUndefined();
      expect(body.data.customer).toMatchObject({
        email: 'rina.wijaya@example.com',
        firstname: 'Rina',
        is_subscribed: false,
        date_of_birth: null,
        default_billing: String(rina.addressId),
        default_shipping: null,
      });
      expect(body.data.customer.addresses).toEqual([
        expect.objectContaining({ id: rina.addressId, company: 'Toko Rina', city: 'Surabaya', region: expect.objectContaining({ region_code: 'JI' }), default_billing: true, default_shipping: false }),
      ]);
    });

    it('sees only their own orders, and the demo customer never sees theirs', async () => {
      const own = await ordersOf(rinaToken);
      expect(own.total_count).toBe(2);
      expect(new Set(numbers(own))).toEqual(new Set(rinaOrders));
      expect(own.items.every((order) => order.email === 'rina.wijaya@example.com')).toBe(true);
      expect(numbers(await ordersOf(rinaToken, { filter: { number: { in: DEMO_ORDERS } } }))).toEqual([]);
      expect(numbers(await ordersOf(demoToken))).toEqual(DEMO_ORDERS);
      expect(numbers(await ordersOf(demoToken, { filter: { number: { in: rinaOrders } } }))).toEqual([]);
    });

    it('orders by the date placed by default, not by number', async () => {
      const [first, second] = rinaOrders;
      // The first order placed is dated after the second: newest first is then first, second.
      db().prepare("UPDATE sales_orders SET created_at = '2030-01-01 00:00:00' WHERE increment_id = ?").run(first);
      expect(numbers(await ordersOf(rinaToken))).toEqual([first, second]);
      expect(numbers(await ordersOf(rinaToken, { sort: { sort_field: 'NUMBER', sort_direction: 'DESC' } }))).toEqual([second, first]);
    });

    it("keeps to the request's store view unless a wider scope is asked for", async () => {
      const [first, second] = rinaOrders;
      db()
        .prepare(
          `INSERT INTO stores (store_id, code, website_id, website_code, website_name, group_id, group_code, group_name, name, sort_order, is_default, is_active)
           VALUES (77, 'other_shop', 7, 'other', 'Other Website', 7, 'other_store', 'Other Store', 'Other Shop', 0, 0, 1)`,
        )
        .run();
      db().prepare('UPDATE sales_orders SET store_id = 77 WHERE increment_id = ?').run(first);
      expect(numbers(await ordersOf(rinaToken))).toEqual([second]);
      expect(numbers(await ordersOf(rinaToken, { scope: 'STORE' }))).toEqual([second]);
      expect(numbers(await ordersOf(rinaToken, { scope: 'WEBSITE' }))).toEqual([second]);
      expect(numbers(await ordersOf(rinaToken, { scope: 'GLOBAL' }))).toEqual([first, second]);
      expect(numbers(await ordersOf(demoToken, { scope: 'GLOBAL' }))).toEqual(DEMO_ORDERS);
    });
  });
});
