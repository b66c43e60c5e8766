import { issueCustomerToken } from '../auth/tokens';
import { guestCartWith, JAKARTA_ADDRESS, makeReady, PLACE_ORDER } from '../checkout/testCheckout';
import { stockedProduct, type StockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const CART = `query ($id: String!) { cart(cart_id: $id) {
  email
  shipping_addresses { firstname street city postcode telephone region { code label region_id } country { code label }
    available_shipping_methods { carrier_code method_code carrier_title method_title amount { value currency } available }
    selected_shipping_method { carrier_code method_code amount { value currency } } }
  billing_address { firstname city region { code } }
  available_payment_methods { code title }
  selected_payment_method { code title }
} }`;

describe('checkout over GraphQL (Magento QuoteGraphQl behaviour)', () => {
  let shop: TestBackend;
  let product: StockedProduct;
  beforeAll(async () => {
    shop = await startTestBackend();
    product = stockedProduct(shop.backend.db, 'simple', 50);
  }, 120_000);
  afterAll(() => shop.close());
  const gql = (q: string, v?: Record<string, unknown>, o?: { headers?: Record<string, string> }) => shop.graphql(q, v, o);

  it('sets email, an Indonesian address with its province, and lists the shipping methods in IDR', async () => {
    const id = await guestCartWith(gql, product.sku, 1);
    await makeReady(gql, id);
    const { body } = await gql(CART, { id });
    const cart = body.data.cart;
    expect(cart.email).toBe('budi@example.com');
    const [address] = cart.shipping_addresses;
    expect(address).toMatchObject({ firstname: 'Budi', street: ['Jl. Sudirman No. 1'], region: { code: 'JK', label: 'DKI Jakarta' }, country: { code: 'ID' } });
    expect(address.region.region_id).toEqual(expect.any(Number));
    const codes = address.available_shipping_methods.map((m: { carrier_code: string; method_code: string }) => `${m.carrier_code}/${m.method_code}`);
    expect(codes).toEqual(['jne/reg', 'jne/yes', 'sicepat/reg', 'instore/pickup']);
    expect(address.available_shipping_methods[1].amount).toEqual({ value: 32000, currency: 'IDR' });
    expect(address.selected_shipping_method).toMatchObject({ carrier_code: 'jne', method_code: 'reg', amount: { currency: 'IDR' } });
    expect(cart.billing_address).toMatchObject({ firstname: 'Budi', city: 'Jakarta Selatan', region: { code: 'JK' } });
    expect(cart.available_payment_methods).toEqual([
      { code: 'banktransfer', title: 'Bank Transfer Payment' },
      { code: 'cashondelivery', title: 'Cash On Delivery' },
      { code: 'jingga_card', title: 'Credit / Debit Card' },
    ]);
    expect(cart.selected_payment_method).toEqual({ code: 'banktransfer', title: 'Bank Transfer Payment' });
  });

  it('refuses a bad email, an unknown province, an unknown carrier and an unknown payment method with Magento messages', async () => {
    const id = await guestCartWith(gql, product.sku, 1);
    const email = await gql('mutation ($id: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: "not-an-email"}) { cart { id } } }', { id });
    expect(email.body.errors[0].message).toBe('Invalid email format');
    const address = await gql('mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } } }', {
      id,
      a: { ...JAKARTA_ADDRESS, region: 'Atlantis' },
    });
    expect(address.body.errors[0].message).toBe('"regionId" is required. Enter and try again.');
    const method = await gql('mutation ($id: String!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "reg"}]}) { cart { id } } }', { id });
    expect(method.body.errors[0].message).toBe('The shipping address is missing. Set the address and try again.');
    await makeReady(gql, id);
    const carrier = await gql('mutation ($id: String!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "dhl", method_code: "x"}]}) { cart { id } } }', { id });
    expect(carrier.body.errors[0].message).toBe('Carrier with such method not found: dhl, x');
    const payment = await gql('mutation ($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "bitcoin"}}) { cart { id } } }', { id });
    expect(payment.body.errors[0].message).toBe('The requested Payment Method is not available.');
  });

  it('charges JNE REG below Rp150.000 and makes it free from Rp150.000', async () => {
    const cheap = shop.backend.db
      .prepare(
        `SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND s.is_in_stock = 1 AND s.qty >= 20 AND p.price BETWEEN 20000 AND 100000 AND p.special_price IS NULL
         ORDER BY p.entity_id LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const regAmount = async (qty: number) => {
      const id = await guestCartWith(gql, cheap, qty);
      await makeReady(gql, id);
      const subtotal = shop.backend.db.prepare('SELECT SUM(price * qty) FROM quote_items JOIN quotes USING (quote_id) WHERE masked_id = ?').pluck().get(id) as number;
      const { body } = await gql(CART, { id });
      return { subtotal, amount: body.data.cart.shipping_addresses[0].available_shipping_methods[0].amount.value as number };
    };
    const one = await regAmount(1);
    expect(one.subtotal).toBeLessThan(150_000);
    expect(one.amount).toBe(18_000);
    const enough = await regAmount(Math.ceil(150_000 / one.subtotal));
    expect(enough.subtotal).toBeGreaterThanOrEqual(150_000);
    expect(enough.amount).toBe(0);
  });

  it('places an order: number like the seeded ones, stock decremented, cart inactive; the second call is refused', async () => {
    const db = shop.backend.db;
    const before = db.prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(product.id) as number;
    const id = await guestCartWith(gql, product.sku, 2);
    await makeReady(gql, id, 'cashondelivery');
    const first = await gql(
      'mutation ($id: String!) { placeOrder(input: {cart_id: $id}) { order { order_number } orderV2 { number status email order_date } errors { message code } } }',
      { id },
    );
    expect(first.body.data.placeOrder.errors).toEqual([]);
    expect(first.body.data.placeOrder.orderV2).toMatchObject({ number: first.body.data.placeOrder.order.order_number, status: 'Pending', email: 'budi@example.com' });
    expect(first.body.data.placeOrder.orderV2.order_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const number = first.body.data.placeOrder.order.order_number;
    expect(number).toMatch(/^\d{9}$/);
    const order = db.prepare('SELECT * FROM sales_orders WHERE increment_id = ?').get(number) as Record<string, unknown>;
    expect(order).toMatchObject({ customer_email: 'budi@example.com', customer_is_guest: 1, payment_method: 'cashondelivery', payment_title: 'Cash On Delivery', shipping_method: 'jne_reg', status: 'pending', total_qty_ordered: 2 });
    expect(order.grand_total).toBe((order.subtotal as number) + (order.shipping_amount as number));
    expect(db.prepare('SELECT address_type FROM sales_order_addresses WHERE order_id = ? ORDER BY address_type').pluck().all(order.entity_id)).toEqual(['billing', 'shipping']);
    expect(db.prepare('SELECT sku, qty_ordered FROM sales_order_items WHERE order_id = ?').all(order.entity_id)).toEqual([{ sku: product.sku, qty_ordered: 2 }]);
    expect(db.prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(product.id)).toBe(before - 2);

    const second = await gql(PLACE_ORDER, { id });
    expect(second.body.data.placeOrder).toEqual({ order: null, errors: [{ message: "The cart isn't active.", code: 'CART_NOT_ACTIVE' }] });
    expect(db.prepare('SELECT COUNT(*) FROM sales_orders WHERE quote_id = ?').pluck().get(order.quote_id)).toBe(1);
  });

  it("records the cart's coupon discount on the order (HEMAT10: 10% off)", async () => {
    const db = shop.backend.db;
    const id = await guestCartWith(gql, product.sku, 1);
    db.prepare("UPDATE quotes SET coupon_code = 'HEMAT10' WHERE masked_id = ?").run(id);
    await makeReady(gql, id);
    const { body } = await gql(PLACE_ORDER, { id });
    const order = db.prepare('SELECT subtotal, discount_amount, coupon_code, shipping_amount, grand_total FROM sales_orders WHERE increment_id = ?').get(body.data.placeOrder.order.order_number) as Record<string, number>;
    expect(order.coupon_code).toBe('HEMAT10');
    expect(order.discount_amount).toBeCloseTo(order.subtotal * 0.1, 2);
    expect(order.grand_total).toBeCloseTo(order.subtotal - order.discount_amount + order.shipping_amount, 2);
  });

  it.each([
    ['no email', [], 'Guest email for cart is missing.', 'GUEST_EMAIL_MISSING'],
    ['no shipping address', ['email'], 'Unable to place order: Please check the shipping address information.', 'UNABLE_TO_PLACE_ORDER'],
    ['no shipping method', ['email', 'address'], 'Unable to place order: The shipping method is missing. Select the shipping method and try again.', 'UNABLE_TO_PLACE_ORDER'],
    ['no payment method', ['email', 'address', 'method'], 'Unable to place order: Enter a valid payment method and try again.', 'UNABLE_TO_PLACE_ORDER'],
  ])('refuses to place an order with %s', async (_label, steps, message, code) => {
    const id = await guestCartWith(gql, product.sku, 1);
    if (steps.includes('email')) await gql('mutation ($id: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: "a@b.co"}) { cart { id } } }', { id });
    if (steps.includes('address')) {
      await gql('mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } } }', { id, a: JAKARTA_ADDRESS });
      await gql('mutation ($id: String!) { setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } } }', { id });
    }
    if (steps.includes('method')) await gql('mutation ($id: String!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "sicepat", method_code: "reg"}]}) { cart { id } } }', { id });
    const { body } = await gql(PLACE_ORDER, { id });
    expect(body.data.placeOrder).toEqual({ order: null, errors: [{ message, code }] });
    expect((await gql('query ($id: String!) { cart(cart_id: $id) { id } }', { id })).body.data.cart.id).toBe(id);
  });

  it("refuses someone else's cart with Magento's authorization error", async () => {
    const customerId = shop.backend.db.prepare('SELECT entity_id FROM customers ORDER BY entity_id LIMIT 1').pluck().get() as number;
    const token = issueCustomerToken(shop.backend.db, customerId);
    const id = (await gql('{ customerCart { id } }', undefined, { headers: { Authorization: `Bearer ${token}` } })).body.data.customerCart.id;
    const { body } = await gql(PLACE_ORDER, { id });
    expect(body.errors[0]).toMatchObject({ message: `The current user cannot perform operations on cart "${id}"`, extensions: { category: 'graphql-authorization' } });
  });
});
