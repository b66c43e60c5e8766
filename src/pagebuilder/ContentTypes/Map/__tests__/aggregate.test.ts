import { parseStorageHtml } from '../../../parse/parseStorageHtml';
import { aggregateMap } from '../aggregate';
import { KUNINGAN, SURABAYA, map23, map24 } from '../__testUtils__/fixtures';

const aggregate = (html: string) => aggregateMap(parseStorageHtml(html).nodes[0]);

describe('aggregateMap', () => {
  it('reads the 2.4 form: locations, controls off, the height apart from the box style', () => {
    const props = aggregate(map24([KUNINGAN]));
    expect(props.locations).toEqual([
      {
        position: { lat: -6.2297, lng: 106.8295 },
        name: 'Apotek Jingga Kuningan',
        phone: '+62 21 555-0123',
        address: 'Jl. H.R. Rasuna Said Kav. 1',
        city: 'Jakarta Selatan',
        state: 'DKI Jakarta',
        zipcode: '12950',
        country: 'Indonesia',
        comment: 'Open daily\n08:00-22:00',
      },
    ]);
    expect(props.showControls).toBe(false);
    expect(props.height).toBe('400px');
    expect(props.style).toMatchObject({ borderStyle: 'solid', borderRadius: '8px', margin: '0 0 24px' });
    expect(props.style).not.toHaveProperty('height');
    expect(props.style).not.toHaveProperty('display');
    expect(props.isHidden).toBe(false);
  });

  it('reads the 2.3 inline form, with coordinates stored as strings', () => {
    const props = aggregate(map23([SURABAYA]));
    expect(props.locations[0]).toMatchObject({ position: { lat: -7.2575, lng: 112.7521 }, name: 'Apotek Jingga Surabaya', phone: '' });
    expect(props.showControls).toBe(true);
    expect(props.height).toBe('300px');
  });

  it('has no locations for broken JSON, a non-array or entries without a valid position', () => {
    expect(aggregate(map24('[{"position":')).locations).toEqual([]);
    expect(aggregate(map24({ position: { latitude: 1, longitude: 2 } })).locations).toEqual([]);
    const mixed = [{ location_name: 'No position' }, { position: { latitude: 'north', longitude: 2 } }, { position: { latitude: 91, longitude: 2 } }, KUNINGAN];
    expect(aggregate(map24(mixed)).locations.map((location) => location.name)).toEqual(['Apotek Jingga Kuningan']);
    expect(aggregate('<div data-content-type="map" data-element="main"></div>')).toMatchObject({ locations: [], height: '300px', showControls: true });
  });
});
