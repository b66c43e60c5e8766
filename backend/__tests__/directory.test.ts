import { startTestBackend, type TestBackend } from '../test/testBackend';

describe('currency, countries and country', () => {
  let shop: TestBackend;

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('answers the base and display currency, allowed codes and their rates', async () => {
    const { body } = await shop.graphql(
      '{ currency { base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } } }',
    );
    const rates = shop.backend.db.prepare("SELECT currency_to, rate FROM currency_rates WHERE currency_from = 'IDR'").all() as Array<{ currency_to: string; rate: number }>;
    expect(body.data.currency).toMatchObject({ base_currency_code: 'IDR', base_currency_symbol: 'Rp', default_display_currency_code: 'IDR', available_currency_codes: ['IDR', 'USD'] });
    for (const rate of body.data.currency.exchange_rates) expect(rate.rate).toBe(rates.find((row) => row.currency_to === rate.currency_to)?.rate);
  });

  it('accepts an allowed Content-Currency and rejects another', async () => {
    const usd = await shop.graphql('{ currency { base_currency_code } }', undefined, { headers: { 'Content-Currency': 'USD' } });
    expect(usd.body.data.currency.base_currency_code).toBe('IDR');
    const eur = await shop.graphql('{ currency { base_currency_code } }', undefined, { headers: { 'Content-Currency': 'EUR' } });
    expect(eur.body.errors[0].message).toBe('Please correct the target currency');
  });

  it('lists Indonesia with its 38 provinces and their ISO codes', async () => {
    const { body } = await shop.graphql('{ countries { id full_name_english three_letter_abbreviation available_regions { id code name } } }');
    expect(body.data.countries).toHaveLength(1);
    const [indonesia] = body.data.countries;
    expect(indonesia).toMatchObject({ id: 'ID', full_name_english: 'Indonesia', three_letter_abbreviation: 'IDN' });
    expect(indonesia.available_regions).toHaveLength(38);
    const rows = shop.backend.db.prepare("SELECT region_id AS id, code, name FROM directory_regions WHERE country_id = 'ID'").all();
    expect(indonesia.available_regions).toEqual(expect.arrayContaining(rows));
    expect(indonesia.available_regions.map((region: { code: string }) => region.code)).toEqual(expect.arrayContaining(['JK', 'JB', 'PD', 'PE', 'PS', 'PT']));
  });

  it('answers country(id) and Magento errors for a missing or unavailable id', async () => {
    const ok = await shop.graphql('query ($id: String) { country(id: $id) { id two_letter_abbreviation available_regions { code } } }', { id: 'ID' });
    expect(ok.body.data.country.available_regions).toHaveLength(38);
    const missing = await shop.graphql('{ country { id } }');
    expect(missing.body.errors[0]).toMatchObject({ message: 'Country "id" value should be specified', extensions: { category: 'graphql-input' } });
    const unavailable = await shop.graphql('{ country(id: "US") { id } }');
    expect(unavailable.body.errors[0]).toMatchObject({ message: "The country isn't available.", extensions: { category: 'graphql-no-such-entity' } });
  });
});
