import { resizedImageUrl } from '../../../lib/images/resizedImageUrl';

/**
 * The featured images are 800x450. /media renders only the spec's preset widths (backend/http/
 * mediaSizes.ts): 320 and 640 keep the picture's own shape when asked by width alone, and the
 * original is the 800 wide one.
 */
const WIDTHS = [320, 640];
const ORIGINAL_WIDTH = 800;

/** The intrinsic size PostImage writes on every featured image (its box before the file loads). */
export const FEATURED_IMAGE_BOX = { width: ORIGINAL_WIDTH, height: 450 };

/** A card's width: one column on phones, two from 640px, three from 1024px (the page is at most 1440px wide). */
export const CARD_SIZES = '(min-width: 1440px) 450px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/** A post's picture: as wide as its column (800px), the screen's width below it. */
export const HERO_SIZES = '(min-width: 832px) 800px, 100vw';

/**
 * The file the static shell inlines (its default): as wide as a phone shows a picture or wider
 * (a smaller file would count as a smaller paint), and small (the 640-wide JPEGs are 11-13 KB).
 */
export const shellFileOf = (url: string): string => resizedImageUrl(url, { width: WIDTHS[1] });

/** A featured image as its <img> asks for it (and as a preload of it must): src and srcset through the resizer. */
export function postImageSources(url: string): { src: string; srcSet: string } {
  const at = (width: number) => resizedImageUrl(url, { width });
  return { src: url, srcSet: [...WIDTHS.map((width) => `${at(width)} ${width}w`), `${url} ${ORIGINAL_WIDTH}w`].join(', ') };
}
