import { resizedImageUrl } from '../../lib/images/resizedImageUrl';

/** spec §9: Page Builder images are asked for at quality 85. */
export const PAGE_BUILDER_IMAGE_QUALITY = 85;

/** spec §9 image widths from REGULAR up: the browser picks the one its screen needs. */
const WIDTHS = [320, 640, 960, 1280, 1600, 2560];

/** spec §9: images switch to their mobile source at 768 px (48rem). */
export const MOBILE_IMAGE_MEDIA = '(max-width: 48rem)';

/** Content at most as wide as the page (1440 px), and the whole viewport below that. */
export const FULL_WIDTH_SIZES = '(min-width: 1440px) 1440px, 100vw';

export interface ResponsiveImage {
  src: string;
  /** Empty when the image is not ours to resize (another host). */
  srcSet: string;
}

/** A merchant image through the resizer at the preset widths and quality 85. */
export function pageBuilderImage(url: string, largestWidth = 1600): ResponsiveImage {
  const src = resizedImageUrl(url, { width: largestWidth, quality: PAGE_BUILDER_IMAGE_QUALITY });
  if (src === url) return { src: url, srcSet: '' };
  const srcSet = WIDTHS.map((width) => `${resizedImageUrl(url, { width, quality: PAGE_BUILDER_IMAGE_QUALITY })} ${width}w`).join(', ');
  return { src, srcSet };
}
