import { guestCartWith, JAKARTA_ADDRESS } from '../checkout/testCheckout';
import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Venia's guest address form sends the province's numeric id in CartAddressInput.region. Magento's
// AbstractAddress::getRegionId takes a numeric region as the region id when no region_id is given.

const SET_SHIPPING = `mutation ($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $address}]}) {
    cart { shipping_addresses { region { code label region_id } } } } }`;

describe('a numeric CartAddressInput.region', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('is the region id: the address gets that province', async () => {
    const westJava = shop.backend.db.prepare("SELECT region_id, name FROM directory_regions WHERE country_id = 'ID' AND code = 'JB'").get() as { region_id: number; name: string };
    const id = await guestCartWith(shop.graphql, stockedProduct(shop.backend.db, 'simple', 1).sku);
    const { body } = await shop.graphql(SET_SHIPPING, { id, address: { ...JAKARTA_ADDRESS, region: String(westJava.region_id) } });
    expect(body).toEqual({ data: { setShippingAddressesOnCart: { cart: { shipping_addresses: [{ region: { code: 'JB', label: westJava.name, region_id: westJava.region_id } }] } } } });
  });

  it("is refused with Magento's message when no region has that id", async () => {
    const id = await guestCartWith(shop.graphql, stockedProduct(shop.backend.db, 'simple', 1).sku);
    const { body } = await shop.graphql(SET_SHIPPING, { id, address: { ...JAKARTA_ADDRESS, region: '999999' } });
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Invalid value of "999999" provided for the regionId field.', extensions: { category: 'graphql-input' } })]);
  });
});
