import type { Db } from '../../types';
import { insertRows, type Row } from '../catalog/sqlInsert';
import { slugify } from '../../text/slug';
import { bannerSvg, renderSvg } from './images';

/** The stores' pictures carry white text: a deep orange keeps it readable. */
export const STORE_PICTURE_COLORS = ['#c2410c', '#9a3412'] as const;

/** [name, street, city, province, province code, postcode, latitude, longitude] of real-looking city-centre spots. */
export const STORES: ReadonlyArray<[string, string, string, string, string, string, number, number]> = [
  ['Jingga Kemang', 'Jl. Kemang Raya No. 12', 'Jakarta Selatan', 'DKI Jakarta', 'JK', '12730', -6.2607, 106.8136],
  ['Jingga Kelapa Gading', 'Jl. Boulevard Raya Blok M No. 8', 'Jakarta Utara', 'DKI Jakarta', 'JK', '14240', -6.1588, 106.9057],
  ['Jingga Thamrin', 'Jl. M.H. Thamrin No. 28', 'Jakarta Pusat', 'DKI Jakarta', 'JK', '10350', -6.1932, 106.8229],
  ['Jingga BSD', 'Jl. Pahlawan Seribu No. 5', 'Tangerang Selatan', 'Banten', 'BT', '15322', -6.3011, 106.6528],
  ['Jingga Dago', 'Jl. Ir. H. Juanda No. 101', 'Bandung', 'Jawa Barat', 'JB', '40132', -6.8926, 107.6131],
  ['Jingga Bogor', 'Jl. Pajajaran No. 45', 'Bogor', 'Jawa Barat', 'JB', '16143', -6.5971, 106.8060],
  ['Jingga Semarang', 'Jl. Pandanaran No. 67', 'Semarang', 'Jawa Tengah', 'JT', '50241', -6.9837, 110.4101],
  ['Jingga Malioboro', 'Jl. Malioboro No. 52', 'Yogyakarta', 'DI Yogyakarta', 'YO', '55271', -7.7926, 110.3658],
  ['Jingga Surabaya', 'Jl. Raya Darmo No. 88', 'Surabaya', 'Jawa Timur', 'JI', '60241', -7.2875, 112.7383],
  ['Jingga Malang', 'Jl. Ijen No. 19', 'Malang', 'Jawa Timur', 'JI', '65119', -7.9702, 112.6213],
  ['Jingga Denpasar', 'Jl. Teuku Umar No. 170', 'Denpasar', 'Bali', 'BA', '80114', -8.6756, 115.2069],
  ['Jingga Medan', 'Jl. Gatot Subroto No. 30', 'Medan', 'Sumatera Utara', 'SU', '20112', 3.5896, 98.6502],
  ['Jingga Palembang', 'Jl. Jend. Sudirman No. 9', 'Palembang', 'Sumatera Selatan', 'SS', '30129', -2.9761, 104.7754],
  ['Jingga Makassar', 'Jl. Sam Ratulangi No. 55', 'Makassar', 'Sulawesi Selatan', 'SN', '90125', -5.1477, 119.4327],
  ['Jingga Balikpapan', 'Jl. Jend. Sudirman No. 21', 'Balikpapan', 'Kalimantan Timur', 'KI', '76114', -1.2675, 116.8289],
];

/** A store's phone number, by its position in STORES. */
export const storePhone = (index: number) => `+62 21 555 ${String(1000 + index * 37).padStart(4, '0')}`;

const HOURS = JSON.stringify(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, open: day === 'Sunday' ? '09:00' : '08:00', close: '22:00' })),
);

/** The physical stores (store locator, store pickup) with a generated storefront picture each. */
export async function seedStoreLocations(db: Db, mediaDir: string): Promise<void> {
  const rows: Row[] = [];
  for (const [index, [name, address, city, region, regionCode, postcode, latitude, longitude]] of STORES.entries()) {
    const urlKey = slugify(name);
    const image = await renderSvg(mediaDir, `storelocator/${urlKey}.jpg`, bannerSvg({ width: 600, height: 400, colors: STORE_PICTURE_COLORS, title: name, subtitle: city }));
    rows.push({
      location_id: index + 1,
      name,
      url_key: urlKey,
      address,
      city,
      region,
      region_code: regionCode,
      postcode,
      country_id: 'ID',
      phone: storePhone(index),
      email: `${urlKey.replace(/^jingga-/, '')}@stores.jingga.example`,
      latitude,
      longitude,
      opening_hours: HOURS,
      image,
      is_pickup: 1,
      is_active: 1,
      position: index,
    });
  }
  db.transaction(() => insertRows(db, 'store_locations', rows))();
}
