import { SHOP_NUMBER_LOCALE } from './shopNumberFormat';

/** Reward points read like the rupiah they are worth ("3.170" beside "Rp 31.700"), in every locale. */
const POINTS_FORMAT = new Intl.NumberFormat(SHOP_NUMBER_LOCALE, { maximumFractionDigits: 2 });

/** "3.170" for 3170 points. */
export function formatPoints(points: number): string {
  return POINTS_FORMAT.format(points);
}
