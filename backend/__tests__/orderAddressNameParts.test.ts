import { guestCartWith, JAKARTA_ADDRESS, PLACE_ORDER } from '../checkout/testCheckout';
import { stockedProduct } from '../test/cartFixtures';
import { bearer, BUDI, signIn } from '../test/loyaltyFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// An address's prefix, middle name, suffix and fax, as Magento keeps them: entered on the cart (or
// taken from the address book), shown on the cart's addresses, and carried onto the placed order.
const NAME_PARTS = { prefix: 'Dr.', middlename: 'Adi', suffix: 'S.Kom.', fax: '021-5551234' };
const PARTS_FIELDS = 'firstname prefix middlename suffix fax';

const READY = `mutation ($id: String!, $address: CartAddressInput!) {
  setGuestEmailOnCart(input: {cart_id: $id, email: "budi@example.com"}) { cart { id } }
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $address}]}) { cart { shipping_addresses { ${PARTS_FIELDS} } } }
  setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { billing_address { ${PARTS_FIELDS} } } }
  setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "reg"}]}) { cart { id } }
  setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) { cart { id } }
}`;
const GUEST_ORDER = `query ($number: String!) { guestOrder(input: {number: $number, email: "budi@example.com", postcode: "12190"}) {
  shipping_address { ${PARTS_FIELDS} } billing_address { ${PARTS_FIELDS} }
} }`;

describe('address name parts and fax: cart to order', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it("keeps an entered address's prefix, middle name, suffix and fax on the cart and on the placed order's addresses", async () => {
    const id = await guestCartWith(shop.graphql, stockedProduct(shop.backend.db, 'simple').sku);
    const { body } = await shop.graphql(READY, { id, address: { ...JAKARTA_ADDRESS, ...NAME_PARTS } });
    expect(body.errors).toBeUndefined();
    const expected = { firstname: JAKARTA_ADDRESS.firstname, ...NAME_PARTS };
    expect(body.data.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([expected]);
    expect(body.data.setBillingAddressOnCart.cart.billing_address).toEqual(expected);
    const placed = await shop.graphql(PLACE_ORDER, { id });
    const number = placed.body.data.placeOrder.order.order_number as string;
    const order = await shop.graphql(GUEST_ORDER, { number });
    expect(order.body.data.guestOrder).toEqual({ shipping_address: expected, billing_address: expected });
  });

  it('answers null for parts the shopper left out, and refuses one over its length with Magento’s message', async () => {
    const id = await guestCartWith(shop.graphql, stockedProduct(shop.backend.db, 'simple').sku);
    const plain = await shop.graphql(READY, { id, address: JAKARTA_ADDRESS });
    expect(plain.body.data.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([
      { firstname: JAKARTA_ADDRESS.firstname, prefix: null, middlename: null, suffix: null, fax: null },
    ]);
    const long = await shop.graphql(READY, { id, address: { ...JAKARTA_ADDRESS, prefix: 'x'.repeat(41) } });
    expect(long.body.data.setShippingAddressesOnCart).toBeNull();
    expect(long.body.errors[0].message).toMatch(/Name Prefix/);
  });

  it('takes them from the address book when the cart uses a saved address', async () => {
    const token = await signIn(shop, BUDI);
    const regionId = shop.backend.db.prepare("SELECT region_id FROM directory_regions WHERE country_id = 'ID' AND code = 'JK'").pluck().get() as number;
    const created = await shop.graphql(
      `mutation ($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }`,
      { a: { ...JAKARTA_ADDRESS, country_code: 'ID', region: { region_id: regionId }, ...NAME_PARTS } },
      bearer(token),
    );
    expect(created.body.errors).toBeUndefined();
    const cartId = (await shop.graphql('{ customerCart { id } }', undefined, bearer(token))).body.data.customerCart.id as string;
    await shop.graphql('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { cart { id } } }', { id: cartId, sku: stockedProduct(shop.backend.db, 'simple').sku }, bearer(token));
    const { body } = await shop.graphql(
      `mutation ($id: String!, $address: Int!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{customer_address_id: $address}]}) { cart { shipping_addresses { ${PARTS_FIELDS} } } } }`,
      { id: cartId, address: created.body.data.createCustomerAddress.id },
      bearer(token),
    );
    expect(body.data.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([{ firstname: JAKARTA_ADDRESS.firstname, ...NAME_PARTS }]);
  });
});
