import type { Db } from '../../types';
import { insertRows } from '../catalog/sqlInsert';

/** Indonesia's 38 provinces with their ISO 3166-2:ID codes (34 + the 2022 Papua split). */
export const INDONESIAN_PROVINCES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AC', 'Aceh'],
  ['BA', 'Bali'],
  ['BB', 'Kepulauan Bangka Belitung'],
  ['BE', 'Bengkulu'],
  ['BT', 'Banten'],
  ['GO', 'Gorontalo'],
  ['JA', 'Jambi'],
  ['JB', 'Jawa Barat'],
  ['JI', 'Jawa Timur'],
  ['JK', 'DKI Jakarta'],
  ['JT', 'Jawa Tengah'],
  ['KB', 'Kalimantan Barat'],
  ['KI', 'Kalimantan Timur'],
  ['KR', 'Kepulauan Riau'],
  ['KS', 'Kalimantan Selatan'],
  ['KT', 'Kalimantan Tengah'],
  ['KU', 'Kalimantan Utara'],
  ['LA', 'Lampung'],
  ['MA', 'Maluku'],
  ['MU', 'Maluku Utara'],
  ['NB', 'Nusa Tenggara Barat'],
  ['NT', 'Nusa Tenggara Timur'],
  ['PA', 'Papua'],
  ['PB', 'Papua Barat'],
  ['PD', 'Papua Barat Daya'],
  ['PE', 'Papua Pegunungan'],
  ['PS', 'Papua Selatan'],
  ['PT', 'Papua Tengah'],
  ['RI', 'Riau'],
  ['SA', 'Sulawesi Utara'],
  ['SB', 'Sumatera Barat'],
  ['SG', 'Sulawesi Tenggara'],
  ['SN', 'Sulawesi Selatan'],
  ['SR', 'Sulawesi Barat'],
  ['SS', 'Sumatera Selatan'],
  ['ST', 'Sulawesi Tengah'],
  ['SU', 'Sumatera Utara'],
  ['YO', 'DI Yogyakarta'],
];

/** Region ids start at 1000 so they never look like Magento's stock region ids of other countries. */
export const FIRST_REGION_ID = 1000;

export function seedRegions(db: Db): void {
  insertRows(
    db,
    'directory_regions',
    INDONESIAN_PROVINCES.map(([code, name], index) => ({ region_id: FIRST_REGION_ID + index, country_id: 'ID', code, name })),
  );
}
