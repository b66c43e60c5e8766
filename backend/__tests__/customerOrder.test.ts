import { issueCustomerToken } from '../auth/tokens';
import { guestCartWith, JAKARTA_ADDRESS, makeReady } from '../checkout/testCheckout';
import { configurableWithChild, stockedProduct, type StockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// The placed order as Magento's CustomerOrder: placeOrder's orderV2 and guestOrder, over HTTP.

const ORDER_FIELDS = `
  id number order_number order_date status email shipping_method carrier
  items { __typename id product_name product_sku product_url_key product_type status quantity_ordered
    product_sale_price { value currency } selected_options { label value } entered_options { label value }
    discounts { amount { value currency } label } }
  total { subtotal { value currency } grand_total { value currency } base_grand_total { value currency }
    total_shipping { value currency } total_tax { value currency } discounts { amount { value currency } label }
    shipping_handling { amount_including_tax { value } amount_excluding_tax { value } total_amount { value currency } } }
  shipping_address { firstname lastname street city region region_id postcode country_code telephone }
  billing_address { firstname lastname street city region region_id postcode country_code telephone }
  payment_methods { name type additional_data { name value } }
  applied_coupons { code }
  invoices { id }
  shipments { id }
`;
const PLACE = `mutation ($id: String!) { placeOrder(input: {cart_id: $id}) { errors { message code } orderV2 { ${ORDER_FIELDS} } } }`;
const GUEST_ORDER = `query ($number: String!, $email: String!, $postcode: String!) {
  guestOrder(input: {number: $number, email: $email, postcode: $postcode}) { ${ORDER_FIELDS} }
}`;

describe('placed orders as Magento CustomerOrder', () => {
  let shop: TestBackend;
  let product: StockedProduct;
  beforeAll(async () => {
    shop = await startTestBackend();
    product = stockedProduct(shop.backend.db, 'simple', 50);
  }, 120_000);
  afterAll(() => shop.close());
  const gql = (q: string, v?: Record<string, unknown>, o?: { headers?: Record<string, string> }) => shop.graphql(q, v, o);

  async function placeGuestOrder(options: { qty?: number; payment?: string } = {}) {
    const id = await guestCartWith(gql, product.sku, options.qty ?? 2);
    await makeReady(gql, id, options.payment);
    const cart = (await gql('query ($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } items { prices { price { value } } } } }', { id })).body
      .data.cart;
    const { body } = await gql(PLACE, { id });
    expect(body.errors).toBeUndefined();
    expect(body.data.placeOrder.errors).toEqual([]);
    return { order: body.data.placeOrder.orderV2, cart };
  }

  it('answers the whole order from placeOrder: items, IDR totals, addresses, carrier, bank transfer instructions with the order number', async () => {
    const { order, cart } = await placeGuestOrder();
    const unit = cart.items[0].prices.price.value as number;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^\d{9}$/),
      status: 'Pending',
      email: 'budi@example.com',
      shipping_method: 'JNE - Reguler',
      carrier: 'JNE',
      applied_coupons: [],
      invoices: [],
      shipments: [],
    });
    expect(order.order_number).toBe(order.number);
    expect(Buffer.from(order.id, 'base64').toString()).toMatch(/^\d+$/);
    expect(order.items).toEqual([
      {
        __typename: 'OrderItem',
        id: expect.any(String),
        product_name: product.name,
        product_sku: product.sku,
        product_url_key: expect.any(String),
        product_type: 'simple',
        status: 'Ordered',
        quantity_ordered: 2,
        product_sale_price: { value: unit, currency: 'IDR' },
        selected_options: [],
        entered_options: [],
        discounts: [],
      },
    ]);
    const shipping = unit * 2 >= 150_000 ? 0 : 18_000;
    expect(order.total).toEqual({
      subtotal: { value: unit * 2, currency: 'IDR' },
      grand_total: { value: cart.prices.grand_total.value, currency: 'IDR' },
      base_grand_total: { value: cart.prices.grand_total.value, currency: 'IDR' },
      total_shipping: { value: shipping, currency: 'IDR' },
      total_tax: { value: 0, currency: 'IDR' },
      discounts: [],
      shipping_handling: { amount_including_tax: { value: shipping }, amount_excluding_tax: { value: shipping }, total_amount: { value: shipping, currency: 'IDR' } },
    });
    const address = {
      firstname: 'Budi',
      lastname: 'Santoso',
      street: ['Jl. Sudirman No. 1'],
      city: 'Jakarta Selatan',
      region: 'DKI Jakarta',
      region_id: expect.stringMatching(/^\d+$/),
      postcode: '12190',
      country_code: 'ID',
      telephone: '081234567890',
    };
    expect(order.shipping_address).toEqual(address);
    expect(order.billing_address).toEqual(address);
    expect(order.payment_methods).toEqual([{ name: 'Bank Transfer Payment', type: 'banktransfer', additional_data: [{ name: 'instructions', value: expect.any(String) }] }]);
    const instructions = order.payment_methods[0].additional_data[0].value as string;
    expect(instructions).toContain('BCA');
    expect(instructions).toContain(`order number ${order.number}`);
    expect(instructions).not.toContain('{{');
  });

  it('shows the coupon discount on the order and shares it out over the lines', async () => {
    const other = shop.backend.db
      .prepare(
        `SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND s.is_in_stock = 1 AND s.qty >= 10 AND p.entity_id != ? ORDER BY p.entity_id LIMIT 1`,
      )
      .pluck()
      .get(product.id) as string;
    const id = await guestCartWith(gql, product.sku, 3);
    await gql('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { user_errors { message } } }', { id, sku: other });
    const applied = await gql('mutation ($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "HEMAT10"}) { cart { prices { subtotal_excluding_tax { value } } } } }', { id });
    const subtotal = applied.body.data.applyCouponToCart.cart.prices.subtotal_excluding_tax.value as number;
    await makeReady(gql, id);
    const order = (await gql(PLACE, { id })).body.data.placeOrder.orderV2;

    expect(order.applied_coupons).toEqual([{ code: 'HEMAT10' }]);
    const expected = Math.round(subtotal * 10) / 100;
    expect(order.total.discounts).toEqual([{ amount: { value: expected, currency: 'IDR' }, label: 'Diskon 10%' }]);
    expect(order.total.grand_total.value).toBeCloseTo(subtotal - expected + order.total.total_shipping.value, 2);
    // Each line carries its share, labelled like the order's discount; the shares add up to it.
    expect(order.items).toHaveLength(2);
    const shares = order.items.map((item: { discounts: Array<{ amount: { value: number }; label: string }> }) => {
      expect(item.discounts).toEqual([{ amount: { value: expect.any(Number), currency: 'IDR' }, label: 'Diskon 10%' }]);
      return item.discounts[0].amount.value;
    });
    expect(shares.every((share: number) => share > 0)).toBe(true);
    expect(shares[0] + shares[1]).toBeCloseTo(expected, 2);
  });

  it("names a configurable line's chosen options (label and value) as the cart showed them", async () => {
    const configurable = configurableWithChild(shop.backend.db);
    const id = (await gql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
    const added = await gql(
      `mutation ($id: String!, $sku: String!, $options: [ID!]) {
        addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1, selected_options: $options}]) {
          user_errors { message } cart { items { ... on ConfigurableCartItem { configurable_options { option_label value_label } } } } } }`,
      { id, sku: configurable.parentSku, options: configurable.valueUids },
    );
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
    const shown = added.body.data.addProductsToCart.cart.items[0].configurable_options.map((o: { option_label: string; value_label: string }) => ({ label: o.option_label, value: o.value_label }));
    expect(shown.length).toBeGreaterThan(0);
    await makeReady(gql, id, 'cashondelivery');
    const { body } = await gql(PLACE, { id });
    const [item] = body.data.placeOrder.orderV2.items;
    expect(item).toMatchObject({ product_type: 'configurable', product_sku: configurable.childSku });
    expect(item.selected_options).toEqual(expect.arrayContaining(shown));
    expect(item.selected_options).toHaveLength(shown.length);
    expect(body.data.placeOrder.orderV2.payment_methods[0]).toMatchObject({ type: 'cashondelivery', additional_data: [{ name: 'instructions', value: expect.stringContaining('cash') }] });
  });

  it("takes the merchant's own instructions from core_config (payment/banktransfer/instructions) and keeps them on the order", async () => {
    const db = shop.backend.db;
    db.prepare("INSERT INTO core_config (scope_id, path, value) VALUES (0, 'payment/banktransfer/instructions', 'Transfer ke Mandiri 987, berita: {{order_number}}')").run();
    try {
      const { order } = await placeGuestOrder({ qty: 1 });
      expect(order.payment_methods[0].additional_data).toEqual([{ name: 'instructions', value: `Transfer ke Mandiri 987, berita: ${order.number}` }]);
    } finally {
      db.prepare("DELETE FROM core_config WHERE path = 'payment/banktransfer/instructions'").run();
    }
  });

  describe('guestOrder (Magento 2.4.7: number, email and billing postcode)', () => {
    it("finds the guest's order with its items, totals, addresses and payment instructions", async () => {
      const { order } = await placeGuestOrder();
      const { status, body } = await gql(GUEST_ORDER, { number: order.number, email: 'budi@example.com', postcode: JAKARTA_ADDRESS.postcode });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.guestOrder).toEqual(order);
    });

    it('shows what happened to the order since: shipments with tracking, visible comments, shipped lines', async () => {
      const { order } = await placeGuestOrder({ qty: 1 });
      const db = shop.backend.db;
      const orderId = Number(Buffer.from(order.id, 'base64').toString());
      const shipmentId = db.prepare("INSERT INTO sales_shipments (order_id, increment_id, created_at) VALUES (?, ?, '2026-01-02 03:04:05')").run(orderId, order.number).lastInsertRowid;
      db.prepare("INSERT INTO sales_shipment_tracks (shipment_id, carrier_code, title, track_number) VALUES (?, 'jne', 'JNE - Reguler', 'JNE123')").run(shipmentId);
      db.prepare("INSERT INTO sales_order_comments (order_id, comment, is_visible_on_front, created_at) VALUES (?, 'Paid, thank you.', 1, '2026-01-02 03:00:00'), (?, 'internal note', 0, '2026-01-02 03:01:00')").run(orderId, orderId);
      db.prepare('UPDATE sales_order_items SET qty_invoiced = qty_ordered, qty_shipped = qty_ordered WHERE order_id = ?').run(orderId);

      const { body } = await gql(
        `query ($number: String!, $email: String!, $postcode: String!) { guestOrder(input: {number: $number, email: $email, postcode: $postcode}) {
          shipments { id number tracking { title carrier number } } comments { message timestamp } items { status quantity_shipped } } }`,
        { number: order.number, email: 'budi@example.com', postcode: JAKARTA_ADDRESS.postcode },
      );
      expect(body.data.guestOrder).toEqual({
        shipments: [{ id: Buffer.from(order.number).toString('base64'), number: order.number, tracking: [{ title: 'JNE - Reguler', carrier: 'jne', number: 'JNE123' }] }],
        comments: [{ message: 'Paid, thank you.', timestamp: '2026-01-02 03:00:00' }],
        items: [{ status: 'Shipped', quantity_shipped: 1 }],
      });
    });

    it.each([
      ['a wrong email', { email: 'someone@example.com' }],
      ['an email in other letter case', { email: 'Budi@example.com' }],
      ['a wrong postcode', { postcode: '10110' }],
      ['an unknown number', { number: '999999999' }],
    ])('refuses %s with Magento\'s message', async (_label, change) => {
      const { order } = await placeGuestOrder({ qty: 1 });
      const { body } = await gql(GUEST_ORDER, { number: order.number, email: 'budi@example.com', postcode: JAKARTA_ADDRESS.postcode, ...change });
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({ message: "We couldn't locate an order with the information provided.", extensions: { category: 'graphql-no-such-entity' }, path: ['guestOrder'] }),
      ]);
    });

    it("does not give a customer's order to guestOrder", async () => {
      const db = shop.backend.db;
      const customerId = db.prepare('SELECT entity_id FROM customers ORDER BY entity_id LIMIT 1').pluck().get() as number;
      const bearer = { Authorization: `Bearer ${issueCustomerToken(db, customerId)}` };
      const id = (await gql('{ customerCart { id } }', undefined, { headers: bearer })).body.data.customerCart.id as string;
      await gql('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { user_errors { message } } }', { id, sku: product.sku }, { headers: bearer });
      const ready = await gql(
        `mutation ($id: String!, $a: CartAddressInput!) {
          setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } }
          setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
          setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "reg"}]}) { cart { id } }
          setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) { cart { id } } }`,
        { id, a: JAKARTA_ADDRESS },
        { headers: bearer },
      );
      expect(ready.body.errors).toBeUndefined();
      const placed = await gql(PLACE, { id }, { headers: bearer });
      const order = placed.body.data.placeOrder.orderV2;
      const { body } = await gql(GUEST_ORDER, { number: order.number, email: order.email, postcode: JAKARTA_ADDRESS.postcode });
      expect(body.data).toBeNull();
      expect(body.errors[0]).toMatchObject({ message: 'Please login to view the order.', extensions: { category: 'graphql-authorization' } });
    });
  });
});
