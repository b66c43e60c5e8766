import type { SeededRandom } from '../random';

/** Whole rupiah as shops print them: multiples of 500 below 100.000, of 1000 above. */
export function roundPrice(amount: number): number {
  const step = amount < 100000 ? 500 : 1000;
  return Math.max(step, Math.round(amount / step) * step);
}

/** A price in the range, rounded. */
export function randomPrice(random: SeededRandom, [min, max]: readonly [number, number]): number {
  return roundPrice(min + random.next() * (max - min));
}

/** Larger sizes cost more, but less per unit. */
const SIZE_PRICE_FACTORS = [1, 1.7, 2.6] as const;
/** The dearest item the demo shop sells. */
export const MAX_PRICE = 1_500_000;

/** The price of the size at `sizeIndex` (0 = smallest) given the smallest size's price. */
export function sizedPrice(basePrice: number, sizeIndex: number): number {
  return Math.min(MAX_PRICE, roundPrice(basePrice * SIZE_PRICE_FACTORS[Math.min(sizeIndex, SIZE_PRICE_FACTORS.length - 1)]));
}
export const SIZE_WEIGHT_FACTORS = [1, 1.8, 3] as const;

/** A discounted price 10-40% off, always strictly below the regular price. */
export function discountedPrice(price: number, ratio: number): number {
  const special = roundPrice(price * ratio);
  return special < price ? special : price - (price < 100000 ? 500 : 1000);
}
