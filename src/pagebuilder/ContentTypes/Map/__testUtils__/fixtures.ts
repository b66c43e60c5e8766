/* Maps as Magento Page Builder stores them (modelled on 2.4.7's output), in the 2.4 and 2.3 style forms. */

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export const KUNINGAN = {
  position: { latitude: -6.2297, longitude: 106.8295 },
  location_name: 'Apotek Jingga Kuningan',
  phone: '+62 21 555-0123',
  address: 'Jl. H.R. Rasuna Said Kav. 1',
  city: 'Jakarta Selatan',
  state: 'DKI Jakarta',
  zipcode: '12950',
  country: 'Indonesia',
  comment: 'Open daily\n08:00-22:00',
};

/** Magento 2.3 saved coordinates as strings. */
export const SURABAYA = {
  position: { latitude: '-7.2575', longitude: '112.7521' },
  location_name: 'Apotek Jingga Surabaya',
  phone: '',
  address: 'Jl. Tunjungan 12',
  city: 'Surabaya',
  state: '',
  zipcode: '60275',
  country: 'Indonesia',
  comment: '',
};

/** 2.4: a `<style>` block of data-pb-style rules (height included). */
export const map24 = (locations: unknown, { showControls = 'false' } = {}) =>
  `<style>#html-body [data-pb-style=M1]{text-align:left;border-style:solid;border-color:#e1e1e4;border-width:1px;border-radius:8px;margin:0 0 24px;padding:0;height:400px;width:100%;display:inline-block}</style>` +
  `<div data-content-type="map" data-appearance="default" data-show-controls="${showControls}" data-locations="${attribute(typeof locations === 'string' ? locations : JSON.stringify(locations))}" data-element="main" data-pb-style="M1"></div>`;

/** 2.3: inline style attributes. */
export const map23 = (locations: unknown) =>
  `<div data-content-type="map" data-appearance="default" data-show-controls="true" data-locations="${attribute(JSON.stringify(locations))}" data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px; margin: 0px; padding: 0px; height: 300px;"></div>`;
