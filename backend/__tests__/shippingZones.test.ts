import { issueCustomerToken } from '../auth/tokens';
import { guestCartWith, JAKARTA_ADDRESS, PLACE_ORDER } from '../checkout/testCheckout';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Shipping rates by destination province, as a merchant sets Magento's table rates: Java and Bali
// keep the shop's rates, every other island adds its zone's surcharge to the paid methods.

/** [JNE REG, JNE YES, SiCepat REG, In-Store Pickup] for a cart under Rp150.000, by province. */
const RATES_BY_PROVINCE: Record<string, { city: string; postcode: string; amounts: [number, number, number, number] }> = {
  JK: { city: 'Jakarta Selatan', postcode: '12190', amounts: [18_000, 32_000, 16_000, 0] },
  BA: { city: 'Denpasar', postcode: '80111', amounts: [18_000, 32_000, 16_000, 0] },
  SU: { city: 'Medan', postcode: '20112', amounts: [28_000, 42_000, 26_000, 0] },
  NT: { city: 'Kupang', postcode: '85111', amounts: [33_000, 47_000, 31_000, 0] },
  KI: { city: 'Balikpapan', postcode: '76111', amounts: [38_000, 52_000, 36_000, 0] },
  SN: { city: 'Makassar', postcode: '90111', amounts: [38_000, 52_000, 36_000, 0] },
  MA: { city: 'Ambon', postcode: '97111', amounts: [53_000, 67_000, 51_000, 0] },
  PA: { city: 'Jayapura', postcode: '99111', amounts: [68_000, 82_000, 66_000, 0] },
};
const METHOD_ORDER = ['jne/reg', 'jne/yes', 'sicepat/reg', 'instore/pickup'];

const addressIn = (province: string) => ({ ...JAKARTA_ADDRESS, region: province, city: RATES_BY_PROVINCE[province].city, postcode: RATES_BY_PROVINCE[province].postcode });

const SET_ADDRESS = `mutation ($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $address}]}) {
    cart { shipping_addresses { available_shipping_methods { carrier_code method_code amount { value currency } } selected_shipping_method { carrier_code } } }
  }
}`;
const SET_METHOD = `mutation ($id: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: $carrier, method_code: $method}]}) {
    cart { shipping_addresses { selected_shipping_method { carrier_code method_code amount { value } } } prices { grand_total { value } subtotal_excluding_tax { value } } }
  }
}`;
const FINISH = `mutation ($id: String!) {
  setGuestEmailOnCart(input: {cart_id: $id, email: "rina@example.com"}) { cart { id } }
  setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
  setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) { cart { id } }
}`;

type Method = { carrier_code: string; method_code: string; amount: number | { value: number } };
const amounts = (methods: Method[]) => methods.map((m) => (typeof m.amount === 'number' ? m.amount : m.amount.value));
const codes = (methods: Method[]) => methods.map((m) => `${m.carrier_code}/${m.method_code}`);

describe('shipping rates by destination province (table rates per zone)', () => {
  let shop: TestBackend;
  /** A simple product between Rp20.000 and Rp100.000: one is under the free-shipping threshold, two or more may not be. */
  let cheap: { sku: string; price: number };
  beforeAll(async () => {
    shop = await startTestBackend();
    cheap = shop.backend.db
      .prepare(
        `SELECT p.sku, p.price FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND s.is_in_stock = 1 AND s.qty >= 50 AND p.price BETWEEN 20000 AND 100000 AND p.special_price IS NULL
         ORDER BY p.entity_id LIMIT 1`,
      )
      .get() as { sku: string; price: number };
  }, 120_000);
  afterAll(() => shop.close());
  const gql = (q: string, v?: Record<string, unknown>, o?: { headers?: Record<string, string> }) => shop.graphql(q, v, o);
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };
  /** Enough of the cheap product for the free JNE REG threshold (Rp150.000). */
  const freeShippingQty = () => Math.ceil(150_000 / cheap.price);
  const regionId = (code: string) => shop.backend.db.prepare("SELECT region_id FROM directory_regions WHERE country_id = 'ID' AND code = ?").pluck().get(code) as number;

  it.each(Object.keys(RATES_BY_PROVINCE))('GraphQL available_shipping_methods for a %s address', async (province) => {
    const id = await guestCartWith(gql, cheap.sku, 1);
    const { body } = await gql(SET_ADDRESS, { id, address: addressIn(province) });
    const [address] = body.data.setShippingAddressesOnCart.cart.shipping_addresses;
    expect(codes(address.available_shipping_methods)).toEqual(METHOD_ORDER);
    expect(amounts(address.available_shipping_methods)).toEqual(RATES_BY_PROVINCE[province].amounts);
    expect(address.available_shipping_methods[0].amount.currency).toBe('IDR');
  });

  it.each(Object.keys(RATES_BY_PROVINCE))('REST estimate-shipping-methods for %s (by region_id, region_code or name)', async (province) => {
    const id = await guestCartWith(gql, cheap.sku, 1);
    const { postcode } = RATES_BY_PROVINCE[province];
    const name = shop.backend.db.prepare("SELECT name FROM directory_regions WHERE country_id = 'ID' AND code = ?").pluck().get(province) as string;
    for (const address of [
      { country_id: 'ID', region_id: regionId(province), postcode },
      { country_id: 'ID', region_code: province, postcode },
      { country_id: 'ID', region: name, postcode },
    ]) {
      const estimate = await post(`/rest/V1/guest-carts/${id}/estimate-shipping-methods`, { address });
      expect(estimate.status).toBe(200);
      expect(codes(estimate.body)).toEqual(METHOD_ORDER);
      expect(amounts(estimate.body)).toEqual(RATES_BY_PROVINCE[province].amounts);
      expect(estimate.body.map((m: { base_amount: number }) => m.base_amount)).toEqual(RATES_BY_PROVINCE[province].amounts);
    }
  });

  it('a missing or unknown province gets the Java rates (the table\'s default row)', async () => {
    const id = await guestCartWith(gql, cheap.sku, 1);
    for (const address of [{ country_id: 'ID' }, { country_id: 'ID', region_code: 'XX' }, { country_id: 'ID', region: 'Atlantis' }, { country_id: 'ID', region_id: 999_999 }]) {
      const estimate = await post(`/rest/V1/guest-carts/${id}/estimate-shipping-methods`, { address });
      expect(amounts(estimate.body)).toEqual(RATES_BY_PROVINCE.JK.amounts);
    }
  });

  it('JNE REG is free from Rp150.000 in Java and Bali only; in-store pickup is free everywhere', async () => {
    const id = await guestCartWith(gql, cheap.sku, freeShippingQty());
    const estimate = async (region_code: string) => amounts((await post(`/rest/V1/guest-carts/${id}/estimate-shipping-methods`, { address: { country_id: 'ID', region_code } })).body);
    expect(await estimate('JK')).toEqual([0, 32_000, 16_000, 0]);
    expect(await estimate('BA')).toEqual([0, 32_000, 16_000, 0]);
    expect(await estimate('SU')).toEqual([28_000, 42_000, 26_000, 0]);
    expect(await estimate('PA')).toEqual([68_000, 82_000, 66_000, 0]);
    const { body } = await gql(SET_ADDRESS, { id, address: addressIn('PA') });
    expect(amounts(body.data.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods)).toEqual([68_000, 82_000, 66_000, 0]);
  });

  it('GraphQL placeOrder charges the rate the chosen method showed for its address', async () => {
    const id = await guestCartWith(gql, cheap.sku, 1);
    const shown = (await gql(SET_ADDRESS, { id, address: addressIn('SN') })).body.data.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods as Method[];
    const sicepat = shown.find((m) => m.carrier_code === 'sicepat') as Method & { amount: { value: number } };
    const chosen = (await gql(SET_METHOD, { id, carrier: 'sicepat', method: 'reg' })).body.data.setShippingMethodsOnCart.cart;
    expect(chosen.shipping_addresses[0].selected_shipping_method.amount.value).toBe(sicepat.amount.value);
    expect(chosen.prices.grand_total.value).toBe(chosen.prices.subtotal_excluding_tax.value + sicepat.amount.value);
    expect((await gql(FINISH, { id })).body.errors).toBeUndefined();
    const placed = await gql(PLACE_ORDER, { id });
    const number = placed.body.data.placeOrder.order.order_number as string;
    const order = shop.backend.db.prepare('SELECT shipping_amount, grand_total, subtotal, shipping_method FROM sales_orders WHERE increment_id = ?').get(number);
    expect(sicepat.amount.value).toBe(36_000);
    expect(order).toEqual({ shipping_amount: sicepat.amount.value, grand_total: cheap.price + sicepat.amount.value, subtotal: cheap.price, shipping_method: 'sicepat_reg' });
  });

  it('a new address drops the method chosen for the old one, so a Jakarta rate is never charged for Papua', async () => {
    const id = await guestCartWith(gql, cheap.sku, 1);
    await gql(SET_ADDRESS, { id, address: addressIn('JK') });
    await gql(SET_METHOD, { id, carrier: 'jne', method: 'reg' });
    const moved = (await gql(SET_ADDRESS, { id, address: addressIn('PA') })).body.data.setShippingAddressesOnCart.cart.shipping_addresses[0];
    expect(moved.selected_shipping_method).toBeNull();
    const again = (await gql(SET_METHOD, { id, carrier: 'jne', method: 'reg' })).body.data.setShippingMethodsOnCart.cart;
    expect(again.shipping_addresses[0].selected_shipping_method.amount.value).toBe(68_000);
  });

  it('REST shipping-information totals and payment-information charge the Papua rate the estimate showed', async () => {
    const id = await guestCartWith(gql, cheap.sku, 1);
    const papua = { ...addressIn('PA'), street: ['Jl. Ahmad Yani No. 3'], region: 'Papua', region_code: 'PA', region_id: regionId('PA'), country_id: 'ID', email: 'rina@example.com' };
    const estimate = await post(`/rest/V1/guest-carts/${id}/estimate-shipping-methods`, { address: { country_id: 'ID', region_id: papua.region_id, postcode: papua.postcode } });
    const yes = (estimate.body as Array<Method & { amount: number }>).find((m) => m.carrier_code === 'jne' && m.method_code === 'yes') as { amount: number };
    expect(yes.amount).toBe(82_000);
    const shipping = await post(`/rest/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: { shipping_address: papua, billing_address: papua, shipping_carrier_code: 'jne', shipping_method_code: 'yes' },
    });
    expect(shipping.status).toBe(200);
    expect(shipping.body.totals).toMatchObject({ shipping_amount: yes.amount, base_shipping_amount: yes.amount, grand_total: cheap.price + yes.amount });
    expect(shipping.body.totals.total_segments).toContainEqual({ code: 'shipping', title: 'Shipping & Handling (JNE - YES (Yakin Esok Sampai))', value: yes.amount });
    const payment = await post(`/rest/V1/guest-carts/${id}/payment-information`, { email: 'rina@example.com', paymentMethod: { method: 'banktransfer' } });
    expect(payment.status).toBe(200);
    const order = shop.backend.db.prepare('SELECT shipping_amount, grand_total, shipping_method FROM sales_orders WHERE entity_id = ?').get(Number(payment.body));
    expect(order).toEqual({ shipping_amount: yes.amount, grand_total: cheap.price + yes.amount, shipping_method: 'jne_yes' });
  });

  it("carts/mine/estimate-shipping-methods-by-address-id: the customer's own saved address decides the zone", async () => {
    const db = shop.backend.db;
    const customerId = db.prepare('SELECT entity_id FROM customers ORDER BY entity_id LIMIT 1').pluck().get() as number;
    const bearer = { Authorization: `Bearer ${issueCustomerToken(db, customerId)}` };
    const cartId = (await gql('{ customerCart { id } }', undefined, { headers: bearer })).body.data.customerCart.id;
    await gql('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { user_errors { message } } }', { id: cartId, sku: cheap.sku }, { headers: bearer });
    const created = await gql(
      `mutation ($region: Int!) { createCustomerAddress(input: { firstname: "Demo", lastname: "Pelanggan", street: ["Jl. Raya Abepura 1"], city: "Jayapura",
        region: { region_id: $region }, postcode: "99351", country_code: ID, telephone: "081234567890" }) { id } }`,
      { region: regionId('PA') },
      { headers: bearer },
    );
    const papuaId = created.body.data.createCustomerAddress.id as number;
    const byId = await post('/rest/V1/carts/mine/estimate-shipping-methods-by-address-id', { addressId: papuaId }, bearer);
    expect(byId.status).toBe(200);
    expect(amounts(byId.body)).toEqual(RATES_BY_PROVINCE.PA.amounts);

    const othersAddress = db.prepare('SELECT entity_id FROM customer_addresses WHERE customer_id <> ? LIMIT 1').pluck().get(customerId) as number;
    const foreign = await post('/rest/V1/carts/mine/estimate-shipping-methods-by-address-id', { addressId: othersAddress }, bearer);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'addressId', fieldValue: String(othersAddress) } });
    expect((await post('/rest/V1/carts/mine/estimate-shipping-methods-by-address-id', { addressId: papuaId })).status).toBe(401);
    expect((await post(`/rest/V1/guest-carts/${cartId}/estimate-shipping-methods-by-address-id`, { addressId: papuaId })).status).toBe(404);
  });
});
