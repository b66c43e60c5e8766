import { todayIndex, weekHours } from '../storeHours';
import { coordinatesOf, directionsUrl, mapUrl, telHref } from '../storeLinks';
import { matchesStore } from '../storeSearch';

describe('store locator logic', () => {
  it('reads Mageplaza timeData as seven days, Monday first, a missing or 0 day closed', () => {
    const open = { value: '1', from: ['8', '0'], to: ['22', '00'] };
    const week = weekHours([open, { value: '0', from: ['08', '00'], to: ['22', '00'] }, null, open]);
    expect(week.map((day) => [day.day, day.open, day.close])).toEqual([
      [0, '08:00', '22:00'],
      [1, null, null],
      [2, null, null],
      [3, '08:00', '22:00'],
      [4, null, null],
      [5, null, null],
      [6, null, null],
    ]);
    expect(weekHours([{ value: '1', from: ['xx'], to: ['22', '00'] }])[0].open).toBeNull();
  });

  it("finds today in the store's own time zone", () => {
    // Sunday 23:30 UTC is already Monday in Jakarta (UTC+7).
    const sundayNight = new Date(Date.UTC(2026, 0, 4, 23, 30));
    expect(todayIndex(sundayNight, 'UTC')).toBe(6);
    expect(todayIndex(sundayNight, 'Asia/Jakarta')).toBe(0);
    expect(todayIndex(sundayNight, 'Not/A_Zone')).toBe(todayIndex(sundayNight, undefined));
  });

  it('links a phone number as tel: and the coordinates to directions and a map at zoom 8', () => {
    expect(telHref('+62 21 555 1000')).toBe('tel:+62215551000');
    expect(telHref('(021) 555-1000')).toBe('tel:0215551000');
    expect(telHref('call us')).toBeNull();
    const place = coordinatesOf('-6.8926', '107.6131')!;
    expect(directionsUrl(place)).toBe('https://www.google.com/maps/dir/?api=1&destination=-6.8926,107.6131');
    expect(mapUrl(place)).toBe('https://www.openstreetmap.org/?mlat=-6.8926&mlon=107.6131#map=8/-6.8926/107.6131');
    expect([coordinatesOf('', '1'), coordinatesOf('91', '0'), coordinatesOf('abc', '1'), coordinatesOf(null, '1')]).toEqual([null, null, null, null]);
  });

  it('matches every word of the search in the name, city or province, ignoring case and accents', () => {
    const store = { name: 'Jingga Dago', city: 'Bandung', state_province: 'Jawa Barat' };
    expect(['bandung', '  BANDUNG ', 'dago', 'jawa barat', 'dágo bandung', ''].map((query) => matchesStore(store, query))).toEqual([true, true, true, true, true, true]);
    expect(['surabaya', 'dago surabaya'].map((query) => matchesStore(store, query))).toEqual([false, false]);
  });
});
