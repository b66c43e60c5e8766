import { addressLines, mapsSearchUrl, telHref, type MapLocation } from '../mapLocation';

const kuningan: MapLocation = {
  position: { lat: -6.2297, lng: 106.8295 },
  name: 'Apotek Jingga Kuningan',
  phone: '+62 21 555-0123',
  address: 'Jl. H.R. Rasuna Said Kav. 1',
  city: 'Jakarta Selatan',
  state: 'DKI Jakarta',
  zipcode: '12950',
  country: 'Indonesia',
  comment: 'Open daily\n08:00-22:00',
};

describe('location helpers', () => {
  it('writes the address as street, "city, state zipcode" and country lines', () => {
    expect(addressLines(kuningan)).toEqual(['Jl. H.R. Rasuna Said Kav. 1', 'Jakarta Selatan, DKI Jakarta 12950', 'Indonesia']);
    expect(addressLines({ ...kuningan, address: '', state: '', country: '' })).toEqual(['Jakarta Selatan, 12950']);
  });

  it('makes tel: links of phone numbers and Google Maps search links of positions', () => {
    expect(telHref('+62 21 555-0123')).toBe('tel:+62215550123');
    expect(telHref('(021) 555 0123')).toBe('tel:0215550123');
    expect(telHref('call us')).toBeNull();
    expect(mapsSearchUrl(kuningan)).toBe('https://www.google.com/maps/search/?api=1&query=-6.2297,106.8295');
  });
});
