import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { RichContent } from '../../../RichContent';
import { KUNINGAN, SURABAYA, map23, map24 } from '../__testUtils__/fixtures';

const renderContent = (html: string) => renderApp('/start', { ui: <RichContent html={html} /> });

interface Position {
  lat: number;
  lng: number;
}

/** A stand-in for the Google Maps API that records what the map asks of it. */
function fakeGoogleMaps() {
  const maps: Array<{ element: HTMLElement; options: Record<string, unknown>; fitted: Position[][] }> = [];
  const markers: FakeMarker[] = [];
  class FakeMap {
    record: (typeof maps)[number];
    constructor(element: HTMLElement, options: Record<string, unknown>) {
      this.record = { element, options, fitted: [] };
      maps.push(this.record);
    }
    fitBounds(bounds: FakeBounds) {
      this.record.fitted.push(bounds.points);
    }
  }
  class FakeInfoWindow {
    isOpen = false;
    constructor(readonly options: { content: HTMLElement }) {}
    open() {
      this.isOpen = true;
    }
    close() {
      this.isOpen = false;
    }
  }
  class FakeMarker {
    listeners = new Map<string, () => void>();
    constructor(readonly options: { position: Position; title?: string }) {
      markers.push(this);
    }
    addListener(event: string, handler: () => void) {
      this.listeners.set(event, handler);
    }
    setMap() {}
  }
  class FakeBounds {
    points: Position[] = [];
    extend(point: Position) {
      this.points.push(point);
    }
  }
  const infoWindows: FakeInfoWindow[] = [];
  class RecordedInfoWindow extends FakeInfoWindow {
    constructor(options: { content: HTMLElement }) {
      super(options);
      infoWindows.push(this);
    }
  }
  return { api: { Map: FakeMap, Marker: FakeMarker, InfoWindow: RecordedInfoWindow, LatLngBounds: FakeBounds }, maps, markers, infoWindows };
}

type TestWindow = Window & { google?: unknown; gm_authFailure?: () => void; __pageBuilderMapsReady?: () => void };
const testWindow = window as TestWindow;

function setMapsKey(key: string) {
  const meta = document.createElement('meta');
  meta.name = 'google-maps-api-key';
  meta.content = key;
  document.head.appendChild(meta);
}

const mapsScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://maps.googleapis.com/"]'));

afterEach(() => {
  document.head.querySelectorAll('meta[name="google-maps-api-key"], script').forEach((element) => element.remove());
  delete testWindow.google;
});

describe('without a maps key (the default)', () => {
  it('lists the locations with their address, phone, comment and a link to Google Maps', async () => {
    const { container } = await renderContent(map24([KUNINGAN, SURABAYA]));
    const list = await screen.findByRole('list', { name: 'Our locations' });
    const [kuningan, surabaya] = within(list).getAllByRole('listitem');

    expect(within(kuningan).getByText('Apotek Jingga Kuningan')).toBeInTheDocument();
    expect(within(kuningan).getByText('Jl. H.R. Rasuna Said Kav. 1')).toBeInTheDocument();
    expect(within(kuningan).getByText('Jakarta Selatan, DKI Jakarta 12950')).toBeInTheDocument();
    expect(within(kuningan).getByText('Indonesia')).toBeInTheDocument();
    expect(within(kuningan).getByText(/Open daily/)).toHaveTextContent('Open daily 08:00-22:00');
    expect(kuningan).toHaveTextContent('Phone: +62 21 555-0123');
    expect(within(kuningan).getByRole('link', { name: '+62 21 555-0123' })).toHaveAttribute('href', 'tel:+62215550123');
    const open = within(kuningan).getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' });
    expect(open).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-6.2297,106.8295');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(surabaya).queryByText(/Phone/)).toBeNull();
    expect(within(surabaya).getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-7.2575,112.7521');

    // No map is drawn: no height is reserved and Google's script is never asked for.
    expect(container.querySelector('[data-pb-style="M1"]')).not.toHaveStyle({ height: '400px' });
    expect(container.querySelector('[role="region"]')).toBeNull();
    expect(mapsScripts()).toEqual([]);
  });

  it('renders nothing for broken JSON or no locations, without throwing', async () => {
    const error = jest.spyOn(console, 'error');
    const { container } = await renderContent(map24('[{"position":{"latitude":') + map23([]) + map24([KUNINGAN]));
    const lists = await screen.findAllByRole('list');
    expect(lists).toHaveLength(1);
    expect(container.querySelectorAll('[data-content-type], [aria-hidden="true"]')).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('with a maps key', () => {
  it('draws the map at zoom 8 on the first location with the scroll wheel off and a marker per location', async () => {
    const google = fakeGoogleMaps();
    testWindow.google = { maps: google.api };
    setMapsKey('test-key');
    await renderContent(map24([KUNINGAN, SURABAYA]));

    const canvas = await screen.findByRole('region', { name: 'Map of our locations' });
    await waitFor(() => expect(google.maps).toHaveLength(1));
    const [map] = google.maps;
    expect(map.element).toBe(canvas);
    expect(map.options).toEqual({ center: { lat: -6.2297, lng: 106.8295 }, zoom: 8, scrollwheel: false, disableDefaultUI: true });
    expect(canvas).toHaveStyle({ height: '400px' });
    expect(google.markers.map((marker) => marker.options)).toEqual([
      expect.objectContaining({ position: { lat: -6.2297, lng: 106.8295 }, title: 'Apotek Jingga Kuningan' }),
      expect.objectContaining({ position: { lat: -7.2575, lng: 112.7521 }, title: 'Apotek Jingga Surabaya' }),
    ]);
    // Several locations: the view fits them all.
    expect(map.fitted).toEqual([[{ lat: -6.2297, lng: 106.8295 }, { lat: -7.2575, lng: 112.7521 }]]);
    expect(screen.queryByRole('list')).toBeNull();

    // A marker opens its location's details (as text, never as HTML), closing the one open before.
    act(() => google.markers[0].listeners.get('click')?.());
    const [first, second] = google.infoWindows;
    expect(first.isOpen).toBe(true);
    expect(first.options.content).toHaveTextContent('Apotek Jingga Kuningan');
    expect(within(first.options.content).getByRole('link', { name: '+62 21 555-0123' })).toHaveAttribute('href', 'tel:+62215550123');
    act(() => google.markers[1].listeners.get('click')?.());
    expect(first.isOpen).toBe(false);
    expect(second.isOpen).toBe(true);
    expect(mapsScripts()).toEqual([]);
  });

  it('shows Google’s controls when the merchant set them, centred at zoom 8 on a single location', async () => {
    const google = fakeGoogleMaps();
    testWindow.google = { maps: google.api };
    setMapsKey('test-key');
    await renderContent(map23([SURABAYA]));
    await waitFor(() => expect(google.maps).toHaveLength(1));
    expect(google.maps[0].options).toMatchObject({ center: { lat: -7.2575, lng: 112.7521 }, zoom: 8, scrollwheel: false, disableDefaultUI: false });
    expect(google.maps[0].fitted).toEqual([]);
  });

  it('loads Google’s script once with the key, then draws every map on the page', async () => {
    setMapsKey('key with/space');
    await renderContent(map24([KUNINGAN]) + map23([SURABAYA]));
    await screen.findAllByRole('region', { name: 'Map of our locations' });
    await waitFor(() => expect(mapsScripts()).toHaveLength(1));
    const [script] = mapsScripts();
    const url = new URL(script.src);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('key with/space');
    expect(url.searchParams.get('callback')).toBe('__pageBuilderMapsReady');
    expect(script.async).toBe(true);

    const google = fakeGoogleMaps();
    testWindow.google = { maps: google.api };
    await act(async () => testWindow.__pageBuilderMapsReady?.());
    expect(google.maps.map((map) => map.options.zoom)).toEqual([8, 8]);
  });

  it('lists the locations instead when Google refuses the key', async () => {
    const google = fakeGoogleMaps();
    testWindow.google = { maps: google.api };
    setMapsKey('refused-key');
    await renderContent(map24([KUNINGAN]));
    await waitFor(() => expect(google.maps).toHaveLength(1));
    await act(async () => testWindow.gm_authFailure?.());
    expect(await screen.findByRole('list', { name: 'Our locations' })).toHaveTextContent('Apotek Jingga Kuningan');
    expect(screen.queryByRole('region', { name: 'Map of our locations' })).toBeNull();
  });
});
