import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';
import { stubViewportWidth } from '../../../../lib/media/matchMediaStub';
import { STORE_LOCATIONS_PAGE_SIZE } from '../storeLocator.gql';

const open = (from: string) => ({ __typename: 'MpStoreLocatorTimeData', value: '1', from: [from, '00'], to: ['22', '00'] });

function location(id: number, name: string, city: string, province: string, latitude: string, longitude: string) {
  return {
    __typename: 'MpStoreLocatorLocation',
    location_id: String(id),
    name,
    street: `Jl. ${name} No. ${id}`,
    city,
    state_province: province,
    postal_code: `1${id}000`,
    latitude,
    longitude,
    phone_one: `+62 21 555 ${1000 + id}`,
    time_zone: 'Asia/Jakarta',
    timeData: [open('08'), open('08'), open('08'), open('08'), open('08'), open('08'), open('09')],
  };
}

const STORES = [
  location(1, 'Jingga Kemang', 'Jakarta Selatan', 'DKI Jakarta', '-6.2607', '106.8136'),
  location(2, 'Jingga Dago', 'Bandung', 'Jawa Barat', '-6.8926', '107.6131'),
  location(3, 'Jingga Denpasar', 'Denpasar', 'Bali', '-8.6756', '115.2069'),
];

const answer = (items = STORES): FakeAnswer => ({ data: { MpStoreLocatorLocations: { __typename: 'MpStoreLocatorLocationsOutput', total_count: items.length, items } } });
const resolvers = { storeLocations: () => answer() };

/** The names of the store cards shown. */
const storeNames = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

describe('/store-locator', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(Date.UTC(2026, 0, 7, 3, 0)), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'setImmediate', 'nextTick'] });
  });
  afterEach(() => jest.useRealTimers());

  it('lists every store with its address, a tel: link, today’s hours and links to outside maps in new tabs', async () => {
    const { sent } = await renderApp('/store-locator', { resolvers });
    expect(await screen.findByText('3 stores')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Store Locator' })).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Jingga Dago' }));
    expect(card.getByText(/Jl\. Jingga Dago No\. 2/)).toBeInTheDocument();
    expect(card.getByText(/Bandung, Jawa Barat 12000/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: '+62 21 555 1002' })).toHaveAttribute('href', 'tel:+62215551002');
    // 7 January 2026 is a Wednesday.
    expect(card.getByText('Open today 08:00 – 22:00')).toBeInTheDocument();
    const directions = card.getByRole('link', { name: 'Get directions to Jingga Dago (opens in a new tab)' });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-6.8926,107.6131');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    const map = card.getByRole('link', { name: 'View on map: Jingga Dago (opens in a new tab)' });
    expect(map.getAttribute('href')).toContain('#map=8/-6.8926/107.6131');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sent.filter((operation) => operation.operationName === 'storeLocations').map((operation) => operation.variables)).toEqual([{ pageSize: STORE_LOCATIONS_PAGE_SIZE }]);
    // No embedded map, no third-party frame or script.
    expect(document.querySelector('iframe, script[src]')).toBeNull();
  });

  it('shows the week of opening hours behind a disclosure, today marked', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderApp('/store-locator', { resolvers });
    const card = within(await screen.findByRole('article', { name: 'Jingga Kemang' }));
    await user.click(card.getByText('Opening hours'));
    const days = card.getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      'Monday08:00 – 22:00',
      'Tuesday08:00 – 22:00',
      'Wednesday (today)08:00 – 22:00',
      'Thursday08:00 – 22:00',
      'Friday08:00 – 22:00',
      'Saturday08:00 – 22:00',
      'Sunday09:00 – 22:00',
    ]);
    expect(days[2]).toHaveAttribute('aria-current', 'date');
  });

  it('narrows the list by city or name as the shopper types, in the URL, and says clearly when nothing matches', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { currentLocation } = await renderApp('/store-locator', { resolvers });
    const search = await screen.findByRole('searchbox', { name: 'Search by city or store name' });
    await user.type(search, 'bandung');
    expect(storeNames()).toEqual(['Jingga Dago']);
    expect(screen.getByRole('status')).toHaveTextContent('1 store of 3 for “bandung”');
    expect(currentLocation().search).toBe('?q=bandung');

    await user.clear(search);
    await user.type(search, 'denpasar');
    expect(storeNames()).toEqual(['Jingga Denpasar']);

    // By a store's name too.
    await user.clear(search);
    await user.type(search, 'kemang');
    expect(storeNames()).toEqual(['Jingga Kemang']);

    await user.clear(search);
    await user.type(search, 'Atlantis');
    expect(storeNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No store matches “Atlantis”. Try another city or store name.');
    await user.click(screen.getByRole('button', { name: 'Show all stores' }));
    expect(storeNames()).toEqual(['Jingga Kemang', 'Jingga Dago', 'Jingga Denpasar']);
    expect(currentLocation().search).toBe('');
  });

  it('opens with the search of a shared link, and the search text is only text', async () => {
    await renderApp('/store-locator?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', { resolvers });
    expect(await screen.findByText('No store matches “<img src=x onerror=alert(1)>”. Try another city or store name.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('<img src=x onerror=alert(1)>');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('says closed today for a store closed that day', async () => {
    const closedWednesday = { ...STORES[0], timeData: STORES[0].timeData.map((day, index) => (index === 2 ? { ...day, value: '0' } : day)) };
    await renderApp('/store-locator', { resolvers: { storeLocations: () => answer([closedWednesday]) } });
    expect(await screen.findByText('Closed today')).toBeInTheDocument();
  });

  it('is "Shop" in the top bar of a phone', async () => {
    stubViewportWidth(390);
    await renderApp('/store-locator', { resolvers });
    expect(await screen.findByText('3 stores')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Shop')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Store Locator' })).toBeInTheDocument();
  });

  it('shows the error page when the stores cannot be fetched', async () => {
    await renderApp('/store-locator', { resolvers: { storeLocations: () => ({ networkError: new Error('offline') }) } });
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
  });
  describe('the map', () => {
    const mapsScripts = () => document.head.querySelectorAll('script[src^="https://maps.googleapis.com/"]');
    afterEach(() => document.head.querySelectorAll('meta[name="google-maps-api-key"], script[src^="https://maps.googleapis.com/"]').forEach((element) => element.remove()));

    it('is not there and loads nothing from Google in a shop without a maps key', async () => {
      await renderApp('/store-locator', { resolvers });
      expect(await screen.findByText('3 stores')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Map of our stores' })).not.toBeInTheDocument();
      expect(mapsScripts()).toHaveLength(0);
    });

    it('shows the stores on a map when the shop has a maps key, its space kept above the list', async () => {
      const meta = document.createElement('meta');
      meta.name = 'google-maps-api-key';
      meta.content = 'test-key';
      document.head.appendChild(meta);
      await renderApp('/store-locator', { resolvers });
      const map = await screen.findByRole('region', { name: 'Map of our stores' });
      const firstCard = screen.getByRole('article', { name: 'Jingga Kemang' });
      expect(map.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(map).toHaveClass('map');
    });
  });
});
