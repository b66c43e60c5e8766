import { STORES } from '../seed/content/storeLocations';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const LOCATIONS = `query ($filter: MpStoreLocatorLocationsFilterInput, $pageSize: Int, $currentPage: Int) {
  MpStoreLocatorLocations(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    items {
      location_id name status city street state_province country postal_code url_key latitude longitude
      phone_one email images time_zone sort_order
      timeData { value from to use_system_config }
    }
  }
}`;

interface Location {
  location_id: string;
  name: string;
  status: string;
  city: string;
  street: string;
  state_province: string;
  country: string;
  postal_code: string;
  url_key: string;
  latitude: string;
  longitude: string;
  phone_one: string;
  email: string;
  images: string;
  time_zone: string;
  sort_order: string;
  timeData: Array<{ value: string; from: string[]; to: string[]; use_system_config: number }>;
}

describe('MpStoreLocatorLocations (Mageplaza Store Locator)', () => {
  let shop: TestBackend;
  const locations = async (variables: Record<string, unknown>) => {
    const { body } = await shop.graphql(LOCATIONS, variables);
    expect(body.errors).toBeUndefined();
    return body.data.MpStoreLocatorLocations as { total_count: number; items: Location[] };
  };

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it("answers Mageplaza's default page of five of the 15 seeded stores, in the merchant's order", async () => {
    const { body } = await shop.graphql('{ MpStoreLocatorLocations { total_count items { name } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data.MpStoreLocatorLocations.total_count).toBe(15);
    expect(body.data.MpStoreLocatorLocations.items.map((item: { name: string }) => item.name)).toEqual(STORES.slice(0, 5).map(([name]) => name));
  });

  it("gives every field as a string, as Mageplaza does, with the store's address, phone and coordinates", async () => {
    const { items } = await locations({ pageSize: 20 });
    expect(items).toHaveLength(15);
    const [name, street, city, province, , postcode, latitude, longitude] = STORES[4];
    expect(items[4]).toMatchObject({
      location_id: '5',
      name,
      status: '1',
      street,
      city,
      state_province: province,
      country: 'ID',
      postal_code: postcode,
      url_key: 'jingga-dago',
      latitude: String(latitude),
      longitude: String(longitude),
      time_zone: 'Asia/Jakarta',
      sort_order: '4',
    });
    expect(items[4].phone_one).toMatch(/^\+62 [\d ]+$/);
    expect(items[4].email).toBe('dago@stores.jingga.example');
    expect(items.find((item) => item.city === 'Denpasar')?.time_zone).toBe('Asia/Makassar');
  });

  it('lists its picture as Mageplaza images JSON with an absolute URL that serves it', async () => {
    const { items } = await locations({ filter: { url_key: { eq: 'jingga-kemang' } } });
    const images = JSON.parse(items[0].images) as Array<{ file: string; label: string; position: string }>;
    expect(images).toEqual([{ file: `${shop.url}/media/storelocator/jingga-kemang.jpg`, label: 'Jingga Kemang', position: '1' }]);
    expect((await fetch(images[0].file)).status).toBe(200);
  });

  it('answers the opening hours as timeData, Monday to Sunday', async () => {
    const { items } = await locations({ pageSize: 1 });
    const weekday = { value: '1', from: ['08', '00'], to: ['22', '00'], use_system_config: 0 };
    expect(items[0].timeData).toEqual([weekday, weekday, weekday, weekday, weekday, weekday, { ...weekday, from: ['09', '00'] }]);
  });

  it('filters by city, name pattern, province, status and coordinates (FilterTypeInput, ANDed)', async () => {
    expect((await locations({ filter: { city: { eq: 'Bandung' } } })).items.map((item) => item.name)).toEqual(['Jingga Dago']);
    expect((await locations({ filter: { city: { like: '%jakarta%' } }, pageSize: 20 })).items.map((item) => item.name)).toEqual([
      'Jingga Kemang',
      'Jingga Kelapa Gading',
      'Jingga Thamrin',
    ]);
    expect((await locations({ filter: { name: { like: '%malio%' } } })).items.map((item) => item.city)).toEqual(['Yogyakarta']);
    expect((await locations({ filter: { state_province: { in: ['Jawa Timur', 'Bali'] }, status: { eq: '1' } } })).total_count).toBe(3);
    // North of the equator: only Medan.
    expect((await locations({ filter: { latitude: { gt: '0' } } })).items.map((item) => item.city)).toEqual(['Medan']);
    expect((await locations({ filter: { status: { eq: '0' } } })).total_count).toBe(0);
  });

  it('finds nothing for a city without a store, and treats SQL in a value as text', async () => {
    expect(await locations({ filter: { city: { like: '%Atlantis%' } } })).toEqual({ total_count: 0, items: [] });
    expect((await locations({ filter: { name: { like: "%' OR 1=1 --" } } })).total_count).toBe(0);
  });

  it.each([
    [{ currentPage: 0 }, 'currentPage value must be greater than 0.'],
    [{ pageSize: -1 }, 'pageSize value must be greater than 0.'],
    [{ pageSize: 5, currentPage: 4 }, 'currentPage value 4 specified is greater than the 3 page(s) available.'],
    [{ filter: { city: { like: `%${'a'.repeat(300)}%` } } }, 'The "city" filter value is longer than 255 characters.'],
  ])('refuses %j with an input error', async (variables, message) => {
    const { body } = await shop.graphql(LOCATIONS, variables);
    expect(body.data.MpStoreLocatorLocations).toBeNull();
    expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });
});
