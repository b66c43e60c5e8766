import { issueCustomerToken } from '../auth/tokens';
import { guestCartWith } from '../checkout/testCheckout';
import { stockedProduct, type StockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const ADDRESS = {
  firstname: 'Siti',
  lastname: 'Rahayu',
  street: ['Jl. Asia Afrika No. 8'],
  city: 'Bandung',
  region: 'Jawa Barat',
  region_code: 'JB',
  country_id: 'ID',
  postcode: '40111',
  telephone: '081298765432',
  email: 'siti@example.com',
};

describe('REST checkout (Magento webapi shapes)', () => {
  let shop: TestBackend;
  let product: StockedProduct;
  let customerToken: string;
  beforeAll(async () => {
    shop = await startTestBackend();
    product = stockedProduct(shop.backend.db, 'simple', 30);
    const customerId = shop.backend.db.prepare('SELECT entity_id FROM customers ORDER BY entity_id LIMIT 1').pluck().get() as number;
    customerToken = issueCustomerToken(shop.backend.db, customerId);
  }, 120_000);
  afterAll(() => shop.close());
  const gql = (q: string, v?: Record<string, unknown>, o?: { headers?: Record<string, string> }) => shop.graphql(q, v, o);
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, text: await response.text() };
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${shop.url}${path}`, { headers });
    return { status: response.status, body: await response.json() };
  };
  test('every REST answer, read or write, found or refused, says no-store (a cache in front must never keep a cart)', async () => {
    const id = await guestCartWith(gql, product.sku, 1);
    const answers = await Promise.all([
      fetch(`${shop.url}/rest/V1/guest-carts/${id}`),
      fetch(`${shop.url}/rest/V1/carts/mine`, { headers: { Authorization: `Bearer ${customerToken}` } }),
      fetch(`${shop.url}/rest/V1/carts/mine`),
      fetch(`${shop.url}/rest/V1/guest-carts/unknown-cart`),
      fetch(`${shop.url}/rest/V1/no-such-route`),
      fetch(`${shop.url}/rest/V1/guest-carts/${id}/estimate-shipping-methods`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"address":{"country_id":"ID"}}' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, expect.any(Number), 401, 404, 404, 200]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  const shippingInfo = (carrier = 'jne', method = 'yes') => ({
    addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: carrier, shipping_method_code: method },
  });

  it('guest: estimate, shipping-information, then payment-information returns the order id as a quoted string', async () => {
    const id = await guestCartWith(gql, product.sku, 1);
    const estimate = await post(`/rest/V1/guest-carts/${id}/estimate-shipping-methods`, { address: { country_id: 'ID', region_code: 'JB', postcode: '40111' } });
    expect(estimate.status).toBe(200);
    const methods = JSON.parse(estimate.text);
    expect(methods.map((m: { carrier_code: string; method_code: string }) => `${m.carrier_code}_${m.method_code}`)).toEqual(['jne_reg', 'jne_yes', 'sicepat_reg', 'instore_pickup']);
    expect(methods[1]).toMatchObject({ carrier_title: 'JNE', amount: 32000, available: true });

    const shipping = await post(`/rest/V1/guest-carts/${id}/shipping-information`, shippingInfo());
    expect(shipping.status).toBe(200);
    const details = JSON.parse(shipping.text);
    expect(details.payment_methods.map((m: { code: string }) => m.code)).toEqual(['banktransfer', 'cashondelivery', 'jingga_card']);
    expect(details.totals).toMatchObject({ shipping_amount: 32000, base_shipping_amount: 32000, quote_currency_code: 'IDR', items_qty: 1 });
    expect(details.totals.grand_total).toBe(details.totals.subtotal + 32000);
    expect(details.totals.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);

    const payment = await post(`/rest/V1/guest-carts/${id}/payment-information`, { cartId: id, email: 'siti@example.com', paymentMethod: { method: 'banktransfer' } });
    expect(payment.status).toBe(200);
    expect(payment.text).toMatch(/^"\d+"$/);
    const order = shop.backend.db.prepare('SELECT * FROM sales_orders WHERE entity_id = ?').get(Number(JSON.parse(payment.text))) as Record<string, unknown>;
    expect(order).toMatchObject({ customer_email: 'siti@example.com', shipping_method: 'jne_yes', shipping_amount: 32000, payment_method: 'banktransfer' });

    // The placed cart can still be read: inactive, with the order's number as reserved_order_id.
    const placed = await get(`/rest/V1/guest-carts/${id}`);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ is_active: false, reserved_order_id: order.increment_id, customer_is_guest: true, items_count: 1 });
    const guestOrder = await gql('query ($n: String!) { guestOrder(input: {number: $n, email: "siti@example.com", postcode: "40111"}) { number payment_methods { type } } }', {
      n: placed.body.reserved_order_id,
    });
    expect(guestOrder.body.data.guestOrder).toEqual({ number: order.increment_id, payment_methods: [{ type: 'banktransfer' }] });

    const again = await post(`/rest/V1/guest-carts/${id}/payment-information`, { email: 'siti@example.com', paymentMethod: { method: 'banktransfer' } });
    expect(again.status).toBe(404);
    expect(JSON.parse(again.text)).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: id } });
  });

  it("GET guest-carts/:cartId answers Magento's CartInterface, with or without a store code; an unknown id is 404", async () => {
    const id = await guestCartWith(gql, product.sku, 2);
    const fresh = await get(`/rest/V1/guest-carts/${id}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      id: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      is_active: true,
      is_virtual: false,
      items_count: 1,
      items_qty: 2,
      customer_is_guest: true,
      currency: { base_currency_code: 'IDR', quote_currency_code: 'IDR' },
    });
    expect(fresh.body.items).toEqual([
      { item_id: expect.any(Number), sku: product.sku, qty: 2, name: product.name, price: expect.any(Number), product_type: 'simple', quote_id: String(fresh.body.id) },
    ]);
    expect(fresh.body).not.toHaveProperty('reserved_order_id');
    expect(fresh.body.customer).toEqual({});

    await post(`/rest/V1/guest-carts/${id}/shipping-information`, shippingInfo());
    const withStore = await get(`/rest/default/V1/guest-carts/${id}`);
    expect(withStore.status).toBe(200);
    expect(withStore.body.customer).toEqual({ email: 'siti@example.com', firstname: 'Siti', lastname: 'Rahayu' });
    expect(withStore.body.billing_address).toMatchObject({ firstname: 'Siti', city: 'Bandung', region_code: 'JB', country_id: 'ID', street: ['Jl. Asia Afrika No. 8'], email: 'siti@example.com' });
    expect(withStore.body.extension_attributes.shipping_assignments[0].shipping.method).toBe('jne_yes');

    const unknown = await get('/rest/V1/guest-carts/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'nope' } });
    const wrongMethod = await post(`/rest/V1/guest-carts/${id}`, {});
    expect(wrongMethod.status).toBe(405);
  });

  it('card: tok_declined is refused (400, no order, cart still usable), tok_visa_test places the order', async () => {
    const id = await guestCartWith(gql, product.sku, 1);
    await post(`/rest/V1/guest-carts/${id}/shipping-information`, shippingInfo('sicepat', 'reg'));
    const declined = await post(`/rest/V1/guest-carts/${id}/payment-information`, {
      email: 'siti@example.com',
      paymentMethod: { method: 'jingga_card', additional_data: { payment_method_nonce: 'tok_declined' } },
    });
    expect(declined.status).toBe(400);
    expect(JSON.parse(declined.text)).toEqual({ message: 'Unable to place order: Transaction has been declined. Please try again later.' });
    const quoteId = shop.backend.db.prepare('SELECT quote_id FROM quotes WHERE masked_id = ? AND is_active = 1').pluck().get(id);
    expect(quoteId).toBeDefined();
    expect(shop.backend.db.prepare('SELECT COUNT(*) FROM sales_orders WHERE quote_id = ?').pluck().get(quoteId)).toBe(0);

    const approved = await post(`/rest/V1/guest-carts/${id}/payment-information`, {
      email: 'siti@example.com',
      paymentMethod: { method: 'jingga_card', additional_data: { payment_method_nonce: 'tok_visa_test' } },
    });
    expect(approved.status).toBe(200);
    expect(shop.backend.db.prepare('SELECT status FROM sales_orders WHERE entity_id = ?').pluck().get(Number(JSON.parse(approved.text)))).toBe('processing');
  });

  it('errors: missing email, unknown carrier, unknown cart, bad JSON, unknown route', async () => {
    const id = await guestCartWith(gql, product.sku, 1);
    const noEmail = await post(`/rest/V1/guest-carts/${id}/payment-information`, { paymentMethod: { method: 'banktransfer' } });
    expect(noEmail.status).toBe(400);
    expect(JSON.parse(noEmail.text)).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'email' } });
    const carrier = await post(`/rest/V1/guest-carts/${id}/shipping-information`, shippingInfo('dhl', 'express'));
    expect(carrier.status).toBe(404);
    // Magento's format: the message keeps its placeholders and the values come apart (clients fill them in).
    expect(JSON.parse(carrier.text)).toEqual({ message: 'Carrier with such method not found: %1, %2', parameters: ['dhl', 'express'] });
    const noMethod = await post(`/rest/V1/guest-carts/${id}/shipping-information`, { addressInformation: { shipping_address: ADDRESS } });
    expect(noMethod.status).toBe(400);
    expect(JSON.parse(noMethod.text).message).toBe('The shipping method is missing. Select the shipping method and try again.');
    const unknown = await post('/rest/V1/guest-carts/nope/shipping-information', shippingInfo());
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'nope' } });
    const badJson = await fetch(`${shop.url}/rest/V1/guest-carts/${id}/shipping-information`, { method: 'POST', body: '{oops' });
    expect(badJson.status).toBe(400);
    const route = await post('/rest/V1/guest-carts/x/nothing', {});
    expect(route.status).toBe(404);
    expect(JSON.parse(route.text)).toEqual({ message: 'Request does not match any route.' });
  });

  it('carts/mine: needs a customer token, then works on the customer cart', async () => {
    const anonymous = await post('/rest/V1/carts/mine/shipping-information', shippingInfo());
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toEqual({ message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } });

    const bearer = { Authorization: `Bearer ${customerToken}` };
    const cartId = (await gql('{ customerCart { id } }', undefined, { headers: bearer })).body.data.customerCart.id;
    await gql('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { user_errors { message } } }', { id: cartId, sku: product.sku }, { headers: bearer });
    const guestRoute = await post(`/rest/V1/guest-carts/${cartId}/shipping-information`, shippingInfo());
    expect(guestRoute.status).toBe(401);

    const shipping = await post('/rest/V1/carts/mine/shipping-information', shippingInfo('instore', 'pickup'), bearer);
    expect(shipping.status).toBe(200);
    expect(JSON.parse(shipping.text).totals.shipping_amount).toBe(0);
    const payment = await post('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery' } }, bearer);
    expect(payment.status).toBe(200);
    const order = shop.backend.db.prepare('SELECT customer_is_guest, customer_id, shipping_method FROM sales_orders WHERE entity_id = ?').get(Number(JSON.parse(payment.text)));
    expect(order).toMatchObject({ customer_is_guest: 0, shipping_method: 'instore_pickup' });
  });

  it('GET carts/mine: the customer\'s active cart; none after the order was placed; a token is needed', async () => {
    const anonymous = await get('/rest/V1/carts/mine');
    expect(anonymous.status).toBe(401);
    const db = shop.backend.db;
    const customer = db.prepare('SELECT entity_id, email, firstname, lastname FROM customers ORDER BY entity_id DESC LIMIT 1').get() as { entity_id: number; email: string; firstname: string; lastname: string };
    const bearer = { Authorization: `Bearer ${issueCustomerToken(db, customer.entity_id)}` };
    const noCart = await get('/rest/V1/carts/mine', bearer);
    expect(noCart.status).toBe(404);
    expect(noCart.body).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'customerId', fieldValue: String(customer.entity_id) } });

    const cartId = (await gql('{ customerCart { id } }', undefined, { headers: bearer })).body.data.customerCart.id;
    await gql('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 3}]) { user_errors { message } } }', { id: cartId, sku: product.sku }, { headers: bearer });
    const mine = await get('/rest/V1/carts/mine', bearer);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      is_active: true,
      items_qty: 3,
      customer_is_guest: false,
      customer: { id: customer.entity_id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname },
    });
    const guestRoute = await get(`/rest/V1/guest-carts/${cartId}`);
    expect(guestRoute.status).toBe(401);

    await post('/rest/V1/carts/mine/shipping-information', shippingInfo('jne', 'reg'), bearer);
    expect((await post('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'banktransfer' } }, bearer)).status).toBe(200);
    const afterOrder = await get('/rest/V1/carts/mine', bearer);
    expect(afterOrder.status).toBe(404);
    expect(afterOrder.body.parameters).toEqual({ fieldName: 'customerId', fieldValue: String(customer.entity_id) });
  });
});
