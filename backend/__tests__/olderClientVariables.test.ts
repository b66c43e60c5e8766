import { guestCartWith, JAKARTA_ADDRESS } from '../checkout/testCheckout';
import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Venia 14.5 declares the street lines `[String]!` (peregrine's free-payment billing address) where
// Magento 2.4.7 wants `[String!]!`. The backend lets exactly that position take such a variable.

// As peregrine's paymentInformation.gql.js writes it.
const VENIA_BILLING = `mutation setBillingAddress($cartId: String!, $firstname: String!, $lastname: String!, $street: [String]!, $city: String!,
  $regionCode: String!, $postcode: String!, $countryCode: String!, $telephone: String!) {
  setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: { firstname: $firstname, lastname: $lastname, street: $street,
    city: $city, region: $regionCode, postcode: $postcode, country_code: $countryCode, telephone: $telephone, save_in_address_book: false } } }) {
    cart { id billing_address { street } } } }`;

const billingVariables = (cartId: string, street: Array<string | null>) => ({
  cartId,
  firstname: JAKARTA_ADDRESS.firstname,
  lastname: JAKARTA_ADDRESS.lastname,
  street,
  city: JAKARTA_ADDRESS.city,
  regionCode: 'JK',
  postcode: JAKARTA_ADDRESS.postcode,
  countryCode: 'ID',
  telephone: JAKARTA_ADDRESS.telephone,
});

describe('a street variable with nullable lines (Venia 14.5)', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('sets the billing address', async () => {
    const cartId = await guestCartWith(shop.graphql, stockedProduct(shop.backend.db, 'simple', 1).sku);
    const { body } = await shop.graphql(VENIA_BILLING, billingVariables(cartId, ['Jl. Sudirman No. 1', 'Lantai 3']));
    expect(body).toEqual({ data: { setBillingAddressOnCart: { cart: { id: cartId, billing_address: { street: ['Jl. Sudirman No. 1', 'Lantai 3'] } } } } });
  });

  it('drops a null line as an empty one, and refuses a street of nulls as a missing street', async () => {
    const cartId = await guestCartWith(shop.graphql, stockedProduct(shop.backend.db, 'simple', 1).sku);
    const kept = await shop.graphql(VENIA_BILLING, billingVariables(cartId, ['Jl. Sudirman No. 1', null]));
    expect(kept.body.data?.setBillingAddressOnCart?.cart.billing_address.street).toEqual(['Jl. Sudirman No. 1']);
    const empty = await shop.graphql(VENIA_BILLING, billingVariables(cartId, [null]));
    expect(empty.body.errors?.[0]).toEqual(expect.objectContaining({ extensions: { category: 'graphql-input' } }));
    expect(empty.body.errors?.[0].message).toMatch(/street/);
  });

  it('is let in only there: elsewhere a list variable keeps Magento 2.4.7\'s item types', async () => {
    const cartId = await guestCartWith(shop.graphql, stockedProduct(shop.backend.db, 'simple', 1).sku);
    const { body } = await shop.graphql(
      `mutation ($cartId: String!, $items: [CartItemInput]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { id } } }`,
      { cartId, items: [] },
    );
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Variable "$items" of type "[CartItemInput]!" used in position expecting type "[CartItemInput!]!".' })]);
  });
});
