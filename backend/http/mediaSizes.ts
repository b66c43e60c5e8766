/**
 * The sizes /media renders. Every other width or height is answered with the nearest of these,
 * rather than refused, so old or hand-written links keep showing an image; and since the largest
 * is the cap, no query (width=99999) costs more than the largest image the storefront uses, and
 * the variant cache holds a few sizes per image instead of one per number a client can think of.
 */

/** Spec §9 presets: ICON, THUMBNAIL, SMALL, REGULAR, LARGE, LARGER, XLARGE, XXLARGE, XXXLARGE. */
const PRESET_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560];
/** Spec §9: images are 0.8 wide for 1 high, so a preset width w comes with height w / 0.8. */
const ASPECT = 0.8;
/** Spec §2: the search suggestions' product thumbnail is 60 wide (75 high at the 0.8 aspect). */
const SEARCH_THUMBNAIL_WIDTH = 60;
/**
 * The chat banner (spec §9, 90x130), which FloatingBanner.tsx requests at 1x, 2x and 3x through
 * densitySrcSet. These are the only sizes src/ asks for besides the presets (and Page Builder
 * content carries plain image URLs, no sizes).
 */
const CHAT_BANNER = { width: 90, height: 130 };
const DENSITIES = [1, 2, 3];

const ascending = (values: number[]): readonly number[] => [...new Set(values)].sort((a, b) => a - b);

/** 40, 60, 80, 90, 160, 180, 270, 320, 640, 960, 1280, 1600, 2560 */
export const ALLOWED_WIDTHS = ascending([...PRESET_WIDTHS, SEARCH_THUMBNAIL_WIDTH, ...DENSITIES.map((d) => d * CHAT_BANNER.width)]);

/** 50, 75, 100, 130, 200, 260, 390, 400, 800, 1200, 1600, 2000, 3200 */
export const ALLOWED_HEIGHTS = ascending([
  ...[...PRESET_WIDTHS, SEARCH_THUMBNAIL_WIDTH].map((width) => Math.round(width / ASPECT)),
  ...DENSITIES.map((d) => d * CHAT_BANNER.height),
]);

/** The allowed value closest to `value` (a tie goes to the larger, which looks sharp rather than blurred). */
export function nearestAllowed(value: number, allowed: readonly number[]): number {
  let best = allowed[0];
  for (const candidate of allowed) {
    if (Math.abs(candidate - value) <= Math.abs(best - value)) best = candidate;
  }
  return best;
}
