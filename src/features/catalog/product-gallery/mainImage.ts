import { resizedImageUrl } from '../../../lib/images/resizedImageUrl';

/** spec §9: product images are 0.8 wide for 1 high (4:5). */
export const IMAGE_ASPECT = 0.8;

/** spec §9 preset widths the main image is offered at: enough for a phone at 3x and a desktop column. */
const MAIN_WIDTHS = [320, 640, 960, 1280] as const;

/** The main image fills the phone's width below 768 px, half the page up to 1023 px, then a 480 px column. */
export const MAIN_IMAGE_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 480px';

/** Intrinsic size written on the <img> so the browser reserves its box before it loads. */
export const MAIN_IMAGE_BOX = { width: 640, height: Math.round(640 / IMAGE_ASPECT) };

export interface ImageSources {
  src: string;
  srcSet: string;
  sizes: string;
}

const heightFor = (width: number) => Math.round(width / IMAGE_ASPECT);

/**
 * The URLs of a gallery's main image. The product page's first image is its LCP element: the
 * server can preload exactly these (`<link rel="preload" as="image" imagesrcset imagesizes>`).
 */
export function mainImageSources(url: string): ImageSources {
  return {
    src: resizedImageUrl(url, { width: MAIN_IMAGE_BOX.width, height: MAIN_IMAGE_BOX.height }),
    srcSet: MAIN_WIDTHS.map((width) => `${resizedImageUrl(url, { width, height: heightFor(width) })} ${width}w`).join(', '),
    sizes: MAIN_IMAGE_SIZES,
  };
}

/** spec §9 THUMBNAIL preset (80 wide), at 2x for sharp thumbnails on dense screens. */
export const THUMBNAIL_BOX = { width: 64, height: 80 };

export function thumbnailUrl(url: string): string {
  return resizedImageUrl(url, { width: 160, height: 200 });
}
