/** How each of the five stars is drawn. */
export type StarFill = 'full' | 'half' | 'empty';

export const STAR_COUNT = 5;

/**
 * Magento's rating_summary (0-100) as five stars, to the nearest half star; anything out of
 * range or not a number reads as no rating.
 */
export function starFills(rating: number): StarFill[] {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), 100) : 0;
  const halves = Math.round((safe / 100) * STAR_COUNT * 2);
  return Array.from({ length: STAR_COUNT }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** The rating out of five with one decimal, e.g. 86 -> 4.3. */
export function starScore(rating: number): number {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), 100) : 0;
  return Math.round((safe / 100) * STAR_COUNT * 10) / 10;
}
