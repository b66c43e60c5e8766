import { issueCustomerToken } from '../auth/tokens';
import { JAKARTA_ADDRESS } from '../checkout/testCheckout';
import { attributeTooLong, FIELD_LIMITS, isTooLong, tooLong } from '../text/fieldLimits';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Every stored free text has a length limit (backend/text/fieldLimits.ts): one over-long value per
// family is refused with its message over /graphql, and nothing of it is stored. (A 2.6-million-
// character first name was once kept.)

const CREATE_CUSTOMER = 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }';
const UPDATE_CUSTOMER = 'mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname lastname } } }';
const CREATE_ADDRESS = 'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }';
const UPDATE_ADDRESS = 'mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { id postcode } }';
const SHIPPING_ADDRESS = `mutation ($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $address}]}) { cart { id } } }`;
const BILLING_ADDRESS = `mutation ($id: String!, $address: CartAddressInput!) {
  setBillingAddressOnCart(input: {cart_id: $id, billing_address: {address: $address}}) { cart { id } } }`;
const WISHLIST = '{ customer { wishlists { id items_v2 { items { id description } } } } }';
const UPDATE_WISHLIST = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } } }`;

const inputError = (message: string) => ({ message, extensions: { category: 'graphql-input' } });

describe('field length limits', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const demoId = () => db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
  const asDemo = () => ({ headers: { Authorization: `Bearer ${issueCustomerToken(db(), demoId())}` } });
  const jakartaId = () => db().prepare("SELECT region_id FROM directory_regions WHERE country_id = 'ID' AND code = 'JK'").pluck().get() as number;
  const address = () => ({
    firstname: 'Ayu',
    lastname: 'Lestari',
    street: ['Jl. Sudirman No. 1'],
    city: 'Jakarta Selatan',
    postcode: '12190',
    country_code: 'ID',
    telephone: '081234567890',
    region: { region_id: jakartaId() },
  });

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('counts characters as a reader does (an emoji is one) without splitting a huge value', () => {
    expect(isTooLong('😀'.repeat(255), 255)).toBe(false);
    expect(isTooLong('😀'.repeat(256), 255)).toBe(true);
    expect(isTooLong('x'.repeat(2_621_440), 255)).toBe(true);
    expect(isTooLong(null, 1)).toBe(false);
  });

  describe('customer accounts (Magento Customer\\Model\\Validator\\Name)', () => {
    it.each([
      ['a first name of half a million characters', { firstname: 'x'.repeat(500_000) }, 'First Name is not valid!'],
      ['a last name of 256 characters', { lastname: 'x'.repeat(256) }, 'Last Name is not valid!'],
      ['a middle name of 256 characters', { middlename: 'x'.repeat(256) }, 'Middle Name is not valid!'],
      ['both names too long', { firstname: 'x'.repeat(256), lastname: 'y'.repeat(256) }, 'First Name is not valid!\nLast Name is not valid!'],
      ['a name prefix of 41 characters', { prefix: 'x'.repeat(41) }, attributeTooLong('Name Prefix', 40)],
    ])('refuses a new account with %s and creates nothing', async (_case, names, message) => {
      const email = `limits.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
      const { body } = await shop.graphql(CREATE_CUSTOMER, { input: { firstname: 'Ayu', lastname: 'Lestari', email, password: 'Limits1234!Shop', ...names } });
      expect(body.errors[0]).toMatchObject(inputError(message));
      expect(db().prepare('SELECT COUNT(*) FROM customers WHERE email = ?').pluck().get(email)).toBe(0);
    });

    it('takes names of exactly 255 characters, and refuses an update one longer', async () => {
      const name = 'Ä'.repeat(255);
      const { body } = await shop.graphql(UPDATE_CUSTOMER, { input: { firstname: name } }, asDemo());
      expect(body.errors).toBeUndefined();
      expect(body.data.updateCustomerV2.customer.firstname).toBe(name);
      const refused = await shop.graphql(UPDATE_CUSTOMER, { input: { lastname: 'x'.repeat(256) } }, asDemo());
      expect(refused.body.errors[0]).toMatchObject(inputError('Last Name is not valid!'));
      expect(db().prepare('SELECT lastname FROM customers WHERE entity_id = ?').pluck().get(demoId())).toBe('Pelanggan');
      await shop.graphql(UPDATE_CUSTOMER, { input: { firstname: 'Demo' } }, asDemo());
    });
  });

  describe('addresses (the columns of Magento quote_address)', () => {
    it('refuses an address book address with a street line over 255 characters, and an update with a postcode over 20', async () => {
      const before = db().prepare('SELECT COUNT(*) FROM customer_addresses WHERE customer_id = ?').pluck().get(demoId());
      const { body } = await shop.graphql(CREATE_ADDRESS, { input: { ...address(), street: ['x'.repeat(256)] } }, asDemo());
      expect(body.errors[0]).toMatchObject(inputError(attributeTooLong('Street Address', 255)));
      expect(db().prepare('SELECT COUNT(*) FROM customer_addresses WHERE customer_id = ?').pluck().get(demoId())).toBe(before);

      const created = await shop.graphql(CREATE_ADDRESS, { input: address() }, asDemo());
      const id = created.body.data.createCustomerAddress.id as number;
      const update = await shop.graphql(UPDATE_ADDRESS, { id, input: { postcode: '1'.repeat(21) } }, asDemo());
      expect(update.body.errors[0]).toMatchObject(inputError(attributeTooLong('Zip/Postal Code', FIELD_LIMITS.address.postcode)));
      expect(db().prepare('SELECT postcode FROM customer_addresses WHERE entity_id = ?').pluck().get(id)).toBe('12190');
    });

    it("refuses a cart's shipping address with a city over 255 characters and a billing address with a long company", async () => {
      const cart = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
      const shipping = await shop.graphql(SHIPPING_ADDRESS, { id: cart, address: { ...JAKARTA_ADDRESS, city: 'x'.repeat(256) } });
      expect(shipping.body.errors[0]).toMatchObject(inputError(attributeTooLong('City', 255)));
      const billing = await shop.graphql(BILLING_ADDRESS, { id: cart, address: { ...JAKARTA_ADDRESS, company: 'x'.repeat(256) } });
      expect(billing.body.errors[0]).toMatchObject(inputError(attributeTooLong('Company', 255)));
      expect(db().prepare('SELECT COUNT(*) FROM quote_addresses q JOIN quotes c ON c.quote_id = q.quote_id WHERE c.masked_id = ?').pluck().get(cart)).toBe(0);
    });
  });

  it("refuses a wishlist item's comment over 1000 characters and keeps the one it had", async () => {
    const read = async () => (await shop.graphql(WISHLIST, undefined, asDemo())).body.data.customer.wishlists[0];
    const wishlist = await read();
    const item = wishlist.items_v2.items[0];
    const { body } = await shop.graphql(UPDATE_WISHLIST, { id: wishlist.id, items: [{ wishlist_item_id: item.id, quantity: 1, description: 'x'.repeat(1001) }] }, asDemo());
    expect(body.data.updateProductsInWishlist.user_errors).toEqual([{ code: 'UNDEFINED', message: tooLong('Comment', FIELD_LIMITS.wishlist.description) }]);
    expect((await read()).items_v2.items[0].description).toBe(item.description);
  });

  it('refuses a review and a contact message over their limits', async () => {
    const sku = db().prepare("SELECT sku FROM products WHERE status = 1 AND type_id = 'simple' ORDER BY entity_id LIMIT 1").pluck().get() as string;
    const review = await shop.graphql('mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname } } }', {
      input: { sku, nickname: 'Ayu', summary: 'Bagus', text: 't'.repeat(FIELD_LIMITS.review.text + 1), ratings: [] },
    });
    expect(review.body.errors[0]).toMatchObject(inputError(tooLong('Review', FIELD_LIMITS.review.text)));
    const contact = await shop.graphql('mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }', {
      input: { name: 'x'.repeat(FIELD_LIMITS.contact.fullname + 1), email: 'ayu@example.com', comment: 'Halo' },
    });
    expect(contact.body.errors[0]).toMatchObject(inputError(tooLong('Name', FIELD_LIMITS.contact.fullname)));
  });
});
