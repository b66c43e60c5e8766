import { PAYMENT_METHOD_NOT_AVAILABLE } from '../checkout/checkoutSteps';
import { guestCartWith, makeReadyForPayment, PLACE_ORDER, setStock } from '../checkout/testCheckout';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// The offline methods' Minimum / Maximum Order Total (payment/<code>/min_order_total and
// max_order_total, Magento\Payment\Model\Checks\TotalMinMax): beyond them a method is not offered
// (GraphQL, REST) and choosing or ordering with it is refused. The demo caps bank transfer at
// Rp 50.000.000 and cash on delivery at Rp 5.000.000; a core_config row changes either.

const METHODS = 'query ($id: String!) { cart(cart_id: $id) { prices { grand_total { value currency } } available_payment_methods { code } } }';
const SET_PAYMENT = 'mutation ($id: String!, $code: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: $code}}) { cart { selected_payment_method { code } } } }';
const ADD = 'mutation ($id: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: $qty}]) { user_errors { message } } }';
const ALL = ['banktransfer', 'cashondelivery', 'jingga_card'];

describe('payment methods within their min/max order total (TotalMinMax)', () => {
  let shop: TestBackend;
  let product: { id: number; sku: string; price: number };
  const db = () => shop.backend.db;
  const gql = (query: string, variables?: Record<string, unknown>, options?: { headers?: Record<string, string> }) => shop.graphql(query, variables, options);
  const setConfig = (path: string, value: string, scopeId = 0) => db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (?, ?, ?)').run(scopeId, path, value);
  const dropConfig = () => db().prepare("DELETE FROM core_config WHERE path LIKE 'payment/%_order_total'").run();
  const stockOf = () => db().prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(product.id) as number;
  const orderCount = () => db().prepare('SELECT COUNT(*) FROM sales_orders').pluck().get() as number;
  /** Units whose total (free shipping from Rp 150.000 in Java) is just above `amount`. */
  const unitsAbove = (amount: number) => Math.floor(amount / product.price) + 1;

  /** A guest cart of `qty` units with email, Jakarta address and JNE REG: only the payment left to choose. */
  async function cartOf(qty: number): Promise<string> {
    const id = await guestCartWith(gql, product.sku, qty);
    await makeReadyForPayment(gql, id);
    return id;
  }
  async function offered(id: string, headers?: Record<string, string>) {
    const { body } = await gql(METHODS, { id }, { headers });
    expect(body.errors).toBeUndefined();
    return { total: body.data.cart.prices.grand_total, codes: body.data.cart.available_payment_methods.map((method: { code: string }) => method.code) };
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    // The dearest simple product at its regular price, with stock for the biggest cart here.
    product = db()
      .prepare(
        `SELECT p.entity_id AS id, p.sku, p.price FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 4) AND p.special_price IS NULL AND s.is_in_stock = 1
           AND NOT EXISTS (SELECT 1 FROM product_custom_options o WHERE o.product_id = p.entity_id)
         ORDER BY p.price DESC, p.entity_id LIMIT 1`,
      )
      .get() as typeof product;
    setStock(db(), product.id, 10_000);
  }, 120_000);
  afterAll(() => shop.close());
  afterEach(dropConfig);

  it('offers every method up to Rp 5.000.000, no cash on delivery above it, and only the card above Rp 50.000.000', async () => {
    const small = await offered(await cartOf(Math.floor(5_000_000 / product.price)));
    expect(small.total.value).toBeLessThanOrEqual(5_000_000);
    expect(small.codes).toEqual(ALL);
    const medium = await offered(await cartOf(unitsAbove(5_000_000)));
    expect(medium.total.value).toBeGreaterThan(5_000_000);
    expect(medium.codes).toEqual(['banktransfer', 'jingga_card']);
    const large = await offered(await cartOf(unitsAbove(50_000_000)));
    expect(large.total.value).toBeGreaterThan(50_000_000);
    expect(large.codes).toEqual(['jingga_card']);
  });

  it('compares the grand total in the base currency, whatever currency the cart is shown in', async () => {
    const id = await cartOf(unitsAbove(5_000_000));
    const inDollars = await offered(id, { 'Content-Currency': 'USD' });
    expect(inDollars.total.currency).toBe('USD');
    expect(inDollars.total.value).toBeLessThan(5_000_000);
    expect(inDollars.codes).toEqual(['banktransfer', 'jingga_card']);
  });

  it("refuses a method beyond its limit with Magento's message, and takes the card", async () => {
    const id = await cartOf(unitsAbove(50_000_000));
    for (const code of ['banktransfer', 'cashondelivery']) {
      const { body } = await gql(SET_PAYMENT, { id, code });
      expect(body.errors?.[0]).toMatchObject({ message: PAYMENT_METHOD_NOT_AVAILABLE, extensions: { category: 'graphql-input' } });
    }
    expect((await gql(SET_PAYMENT, { id, code: 'jingga_card' })).body.data.setPaymentMethodOnCart.cart.selected_payment_method.code).toBe('jingga_card');
  });

  it('refuses to place an order whose total grew past its method’s limit: no order, stock untouched', async () => {
    const id = await cartOf(Math.floor(5_000_000 / product.price));
    expect((await gql(SET_PAYMENT, { id, code: 'cashondelivery' })).body.errors).toBeUndefined();
    expect((await gql(ADD, { id, sku: product.sku, qty: 1 })).body.data.addProductsToCart.user_errors).toEqual([]);
    const [stock, orders] = [stockOf(), orderCount()];
    const { body } = await gql(PLACE_ORDER, { id });
    expect(body.data.placeOrder).toEqual({ order: null, errors: [{ message: `Unable to place order: ${PAYMENT_METHOD_NOT_AVAILABLE}`, code: 'UNABLE_TO_PLACE_ORDER' }] });
    expect([stockOf(), orderCount()]).toEqual([stock, orders]);
  });

  it('answers REST the same: shipping-information and payment-methods leave the method out, payment-information refuses it', async () => {
    const id = await guestCartWith(gql, product.sku, unitsAbove(5_000_000));
    const address = { firstname: 'Siti', lastname: 'Rahayu', street: ['Jl. Asia Afrika No. 8'], city: 'Bandung', region_code: 'JB', country_id: 'ID', postcode: '40111', telephone: '081298765432', email: 'siti@example.com' };
    const post = (path: string, body: unknown) =>
      fetch(`${shop.url}/rest/V1/guest-carts/${id}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const shipping = await post('shipping-information', { addressInformation: { shipping_address: address, shipping_carrier_code: 'jne', shipping_method_code: 'reg' } });
    expect(shipping.status).toBe(200);
    expect(((await shipping.json()) as { payment_methods: Array<{ code: string }> }).payment_methods.map((method) => method.code)).toEqual(['banktransfer', 'jingga_card']);
    const list = await fetch(`${shop.url}/rest/V1/guest-carts/${id}/payment-methods`);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([
      { code: 'banktransfer', title: 'Bank Transfer Payment' },
      { code: 'jingga_card', title: 'Credit / Debit Card' },
    ]);

    const orders = orderCount();
    const payment = await post('payment-information', { email: 'siti@example.com', paymentMethod: { method: 'cashondelivery' } });
    expect(payment.status).toBe(400);
    expect(await payment.json()).toEqual({ message: PAYMENT_METHOD_NOT_AVAILABLE });
    expect(orderCount()).toBe(orders);
  });

  it('follows a core_config row: another maximum, none (0 or empty), a minimum, and the store scope before the default', async () => {
    const id = await cartOf(unitsAbove(5_000_000));
    setConfig('payment/cashondelivery/max_order_total', '100000000');
    expect((await offered(id)).codes).toEqual(ALL);
    setConfig('payment/cashondelivery/max_order_total', '1000000', 1);
    expect((await offered(id)).codes).toEqual(['banktransfer', 'jingga_card']);
    setConfig('payment/cashondelivery/max_order_total', '0', 1);
    setConfig('payment/banktransfer/max_order_total', '');
    const large = await cartOf(unitsAbove(50_000_000));
    expect((await offered(large)).codes).toEqual(ALL);
    setConfig('payment/jingga_card/min_order_total', String((await offered(id)).total.value + 1));
    expect((await offered(id)).codes).toEqual(['banktransfer', 'cashondelivery']);
    expect((await gql(SET_PAYMENT, { id, code: 'jingga_card' })).body.errors?.[0].message).toBe(PAYMENT_METHOD_NOT_AVAILABLE);
  });
});
