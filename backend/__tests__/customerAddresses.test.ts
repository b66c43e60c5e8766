import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento's address book mutations over /graphql: createCustomerAddress, updateCustomerAddress and
// deleteCustomerAddress on the signed-in customer's own addresses, with Magento's messages for
// missing fields, Indonesian provinces, the default addresses and unknown ids. (Another
// customer's addresses: customerOwnership.test.ts.)

const ADDRESS_FIELDS = `id firstname lastname middlename prefix suffix company street city postcode country_code country_id telephone fax vat_id
  region { region region_code region_id } region_id default_shipping default_billing`;
const CREATE = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`;
const DELETE = 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }';
const BOOK = `{ customer { default_billing default_shipping addresses { ${ADDRESS_FIELDS} } } }`;

const UNAUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };
const inputError = (message: string) => ({ message, extensions: { category: 'graphql-input' } });

interface Region {
  id: number;
  code: string;
  name: string;
}
interface AddressAnswer {
  id: number;
  city: string;
  street: string[];
  region: { region: string; region_code: string; region_id: number };
  default_shipping: boolean;
  default_billing: boolean;
  [field: string]: unknown;
}

describe('the address book mutations', () => {
  let shop: TestBackend;
  let token: string;
  let jakarta: Region;
  let westJava: Region;
  let accounts = 0;

  async function send(query: string, variables: Record<string, unknown>, bearer: string | null = token) {
    const { status, body } = await shop.graphql(query, variables, bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {});
    expect(status).toBe(200);
    return body;
  }

  /** A new account, signed in: its token. */
  async function signedUp(): Promise<string> {
    accounts += 1;
    const email = `alamat.${accounts}@example.com`;
    const password = `Alamat${accounts}!Secret`;
    const created = await send('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', { input: { firstname: 'Ayu', lastname: 'Lestari', email, password } }, null);
    expect(created.errors).toBeUndefined();
    const signedIn = await send('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: password }, null);
    return signedIn.data.generateCustomerToken.token as string;
  }

  const jakartaAddress = (overrides: Record<string, unknown> = {}) => ({
    firstname: 'Ayu',
    lastname: 'Lestari',
    street: ['Jl. Sudirman No. 1', 'Lantai 5'],
    city: 'Jakarta Pusat',
    region: { region_id: jakarta.id, region_code: jakarta.code },
    postcode: '10220',
    country_code: 'ID',
    telephone: '081211112222',
    ...overrides,
  });

  async function created(input: Record<string, unknown>, bearer = token): Promise<AddressAnswer> {
    const body = await send(CREATE, { input }, bearer);
    expect(body.errors).toBeUndefined();
    return body.data.createCustomerAddress;
  }

  async function book(bearer = token) {
    const body = await send(BOOK, {}, bearer);
    expect(body.errors).toBeUndefined();
    return body.data.customer as { default_billing: string | null; default_shipping: string | null; addresses: AddressAnswer[] };
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    const { body } = await shop.graphql('{ country(id: "ID") { available_regions { id code name } } }');
    const regions = body.data.country.available_regions as Region[];
    jakarta = regions.find((r) => r.code === 'JK') as Region;
    westJava = regions.find((r) => r.code === 'JB') as Region;
    token = await signedUp();
  }, 120_000);
  afterAll(() => shop.close());

  it('refuses a guest and a dead token with graphql-authorization', async () => {
    for (const bearer of [null, 'not-a-token']) {
      expect((await send(CREATE, { input: jakartaAddress() }, bearer)).errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      expect((await send(UPDATE, { id: 1, input: { city: 'Bogor' } }, bearer)).errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      expect((await send(DELETE, { id: 1 }, bearer)).errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
    }
  });

  describe('createCustomerAddress', () => {
    it("saves an Indonesian address with the province's directory name and code, and answers it as the address book does", async () => {
      const address = await created(
        jakartaAddress({ prefix: 'Ibu', middlename: 'Sari', suffix: 'S.E.', company: 'PT Jingga', fax: '0215550000', vat_id: '01.234.567.8-901.000', region: { region_id: jakarta.id } }),
      );
      expect(address).toEqual({
        id: expect.any(Number),
        firstname: 'Ayu',
        lastname: 'Lestari',
        middlename: 'Sari',
        prefix: 'Ibu',
        suffix: 'S.E.',
        company: 'PT Jingga',
        street: ['Jl. Sudirman No. 1', 'Lantai 5'],
        city: 'Jakarta Pusat',
        postcode: '10220',
        country_code: 'ID',
        country_id: 'ID',
        telephone: '081211112222',
        fax: '0215550000',
        vat_id: '01.234.567.8-901.000',
        region: { region: jakarta.name, region_code: 'JK', region_id: jakarta.id },
        region_id: jakarta.id,
        default_shipping: false,
        default_billing: false,
      });
      expect((await book()).addresses).toContainEqual(address);
    });

    it('makes the new address the default shipping or billing address when asked', async () => {
      const shipping = await created(jakartaAddress({ default_shipping: true }));
      expect(shipping).toMatchObject({ default_shipping: true, default_billing: false });
      const billing = await created(jakartaAddress({ city: 'Bandung', postcode: '40115', region: { region_id: westJava.id }, default_billing: true }));
      const after = await book();
      expect(after).toMatchObject({ default_shipping: String(shipping.id), default_billing: String(billing.id) });
      expect(after.addresses.filter((a) => a.default_shipping).map((a) => a.id)).toEqual([shipping.id]);
      expect(after.addresses.filter((a) => a.default_billing).map((a) => a.id)).toEqual([billing.id]);
    });

    it.each([
      [{}, '"input" value should be specified'],
      [{ city: 'Bandung' }, 'Required parameters are missing: postcode, firstname, lastname, street, country_id, telephone'],
    ])('refuses the input %j with Magento’s message', async (input, message) => {
      expect((await send(CREATE, { input })).errors).toEqual([expect.objectContaining(inputError(message))]);
    });

    it.each([
      [{ firstname: '' }, 'Required parameters are missing: firstname'],
      [{ street: [], telephone: '' }, 'Required parameters are missing: street, telephone'],
      [{ postcode: null }, 'Required parameters are missing: postcode'],
      [{ street: [' ', 'Lantai 5'] }, '"street" is required. Enter and try again.'],
      [{ street: ['Jl. Sudirman No. 1', 'Lantai 5', 'Ruang 12'] }, '"Street Address" cannot contain more than 2 lines.'],
    ])('refuses an address with %j with Magento’s message', async (overrides, message) => {
      expect((await send(CREATE, { input: jakartaAddress(overrides) })).errors).toEqual([expect.objectContaining(inputError(message))]);
    });

    it("checks the province as Magento does: Indonesia needs a region_id of its own, and a region_code sent with it must be that province's", async () => {
      const refusals: Array<[Record<string, unknown>, string]> = [
        [{ region: { region_code: 'JK' } }, 'A region_id is required for the specified country code'],
        [{ region: { region: 'DKI Jakarta' } }, 'A region_id is required for the specified country code'],
        [{ region: undefined }, 'A region_id is required for the specified country code'],
        [{ region: { region_id: jakarta.id, region_code: 'JB' } }, 'The region_id does not match the selected country or region'],
        [{ region: { region_id: 999_999 } }, 'The region_id does not match the selected country or region'],
        // With the older country_id, Magento's ValidateAddress answers in its own words.
        [{ country_code: undefined, country_id: 'ID', region: { region_id: 999_999 } }, 'The specified region is not a part of the selected country or region'],
      ];
      for (const [overrides, message] of refusals) {
        expect((await send(CREATE, { input: jakartaAddress(overrides) })).errors).toEqual([expect.objectContaining(inputError(message))]);
      }
      const viaCountryId = await created(jakartaAddress({ country_code: undefined, country_id: 'ID', region: { region_id: westJava.id, region_code: 'jb' } }));
      expect(viaCountryId).toMatchObject({ country_code: 'ID', region: { region: westJava.name, region_code: 'JB', region_id: westJava.id } });
    });

    it('refuses a country the store does not ship to', async () => {
      const input = jakartaAddress({ country_code: 'US', region: { region: 'Texas' }, postcode: '73301' });
      expect((await send(CREATE, { input })).errors).toEqual([expect.objectContaining(inputError('Invalid value of "US" provided for the countryId field.'))]);
    });
  });

  describe('updateCustomerAddress', () => {
    it('changes only the fields sent and keeps the others', async () => {
      const saved = await created(jakartaAddress({ company: 'PT Jingga' }));
      const body = await send(UPDATE, { id: saved.id, input: { city: 'Bandung', postcode: '40115', region: { region_id: westJava.id }, company: null } });
      expect(body.errors).toBeUndefined();
      expect(body.data.updateCustomerAddress).toEqual({
        ...saved,
        city: 'Bandung',
        postcode: '40115',
        company: null,
        region: { region: westJava.name, region_code: 'JB', region_id: westJava.id },
        region_id: westJava.id,
      });
      expect((await book()).addresses).toContainEqual(body.data.updateCustomerAddress);
    });

    it('moves the default to the address set as default, and leaves none when the default is switched off', async () => {
      const own = await signedUp();
      const first = await created(jakartaAddress({ default_shipping: true, default_billing: true }), own);
      const second = await created(jakartaAddress({ city: 'Depok' }), own);
      const moved = await send(UPDATE, { id: second.id, input: { default_shipping: true } }, own);
      expect(moved.data.updateCustomerAddress).toMatchObject({ default_shipping: true, default_billing: false });
      expect(await book(own)).toMatchObject({ default_shipping: String(second.id), default_billing: String(first.id) });

      const off = await send(UPDATE, { id: first.id, input: { default_billing: false } }, own);
      expect(off.data.updateCustomerAddress).toMatchObject({ default_shipping: false, default_billing: false });
      // false on an address that is not the default changes nothing.
      await send(UPDATE, { id: first.id, input: { default_shipping: false } }, own);
      expect(await book(own)).toMatchObject({ default_shipping: String(second.id), default_billing: null });
    });

    it('answers as Magento for a missing id or input, an unknown address, emptied required fields and a wrong province', async () => {
      const saved = await created(jakartaAddress());
      const cases: Array<[Record<string, unknown>, { message: string; extensions: { category: string } }]> = [
        [{ id: 0, input: { city: 'Bogor' } }, inputError('Address "id" value must be specified')],
        [{ id: saved.id }, inputError('"input" value must be specified')],
        [{ id: saved.id, input: {} }, inputError('"input" value must be specified')],
        [{ id: 987_654, input: { city: 'Bogor' } }, { message: 'Could not find a address with ID "987654"', extensions: { category: 'graphql-no-such-entity' } }],
        [{ id: saved.id, input: { firstname: '', lastname: '' } }, inputError('Required parameters are missing: firstname, lastname')],
        [{ id: saved.id, input: { firstname: null } }, inputError('"firstname" is required. Enter and try again.')],
        [{ id: saved.id, input: { region: { region_code: 'JB' } } }, inputError('A region_id is required for the specified country code')],
        [{ id: saved.id, input: { region: { region_id: 999_999 } } }, inputError('The specified region is not a part of the selected country or region')],
      ];
      for (const [variables, error] of cases) expect((await send(UPDATE, variables)).errors).toEqual([expect.objectContaining(error)]);
      // None of them changed it.
      expect((await book()).addresses).toContainEqual(saved);
    });
  });

  describe('deleteCustomerAddress', () => {
    it('deletes an address that is not a default one', async () => {
      const saved = await created(jakartaAddress({ city: 'Bekasi' }));
      expect(await send(DELETE, { id: saved.id })).toEqual({ data: { deleteCustomerAddress: true } });
      expect((await book()).addresses.map((a) => a.id)).not.toContain(saved.id);
      expect((await send(DELETE, { id: saved.id })).errors).toEqual([
        expect.objectContaining({ message: `Could not find a address with ID "${saved.id}"`, extensions: { category: 'graphql-no-such-entity' } }),
      ]);
    });

    it('refuses to delete the default billing address first, then the default shipping address', async () => {
      const own = await signedUp();
      const both = await created(jakartaAddress({ default_shipping: true, default_billing: true }), own);
      const billingRefusal = await send(DELETE, { id: both.id }, own);
      expect(billingRefusal).toEqual({
        errors: [expect.objectContaining(inputError(`Customer Address ${both.id} is set as default billing address and can not be deleted`))],
        data: { deleteCustomerAddress: null },
      });
      await send(UPDATE, { id: both.id, input: { default_billing: false } }, own);
      expect((await send(DELETE, { id: both.id }, own)).errors).toEqual([
        expect.objectContaining(inputError(`Customer Address ${both.id} is set as default shipping address and can not be deleted`)),
      ]);
      expect((await book(own)).addresses.map((a) => a.id)).toEqual([both.id]);
    });

    it('needs an id', async () => {
      expect((await send(DELETE, { id: 0 })).errors).toEqual([expect.objectContaining(inputError('Address "id" value should be specified'))]);
    });
  });
});
