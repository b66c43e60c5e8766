import { act, render, screen } from '@testing-library/react';
import { type MapLocation } from '../mapLocation';
import { useLocationMap } from '../useLocationMap';

const JAKARTA: MapLocation = {
  position: { lat: -6.2297, lng: 106.8295 },
  name: 'Apotek Jingga Kuningan',
  phone: '',
  address: '',
  city: 'Jakarta Selatan',
  state: '',
  zipcode: '',
  country: 'Indonesia',
  comment: '',
};

/** The hook as its two users use it: the map's box while a map can be drawn, a note otherwise. */
function MapBox({ locations }: { locations: MapLocation[] }) {
  const { ref, showList } = useLocationMap(locations, true);
  return showList ? <p>list instead</p> : <div ref={ref} role="region" aria-label="map" />;
}

const mapsScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://maps.googleapis.com/"]'));

function setMapsKey(key: string) {
  const meta = document.createElement('meta');
  meta.name = 'google-maps-api-key';
  meta.content = key;
  document.head.appendChild(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="google-maps-api-key"], script').forEach((element) => element.remove());
});

it('asks for the list and loads nothing from Google without a maps key', () => {
  render(<MapBox locations={[JAKARTA]} />);
  expect(screen.getByText('list instead')).toBeInTheDocument();
  expect(mapsScripts()).toEqual([]);
});

it("keeps the map's box while Google's script loads, and asks for the list when it cannot load", async () => {
  setMapsKey('test-key');
  render(<MapBox locations={[JAKARTA]} />);
  expect(screen.getByRole('region', { name: 'map' })).toBeInTheDocument();
  const [script] = mapsScripts();
  expect(new URL(script.src).searchParams.get('key')).toBe('test-key');

  await act(async () => {
    script.dispatchEvent(new Event('error'));
  });
  expect(screen.getByText('list instead')).toBeInTheDocument();
  expect(mapsScripts()).toEqual([]);
});
