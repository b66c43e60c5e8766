import { resizedImageUrl } from '../../../lib/images/resizedImageUrl';

/** Category banners are 3:1; offered at the widths the page shows them (spec §9 presets). */
const BANNER_WIDTHS = [640, 960, 1280];

export const BANNER_BOX = { width: 1280, height: 427 };

/**
 * The banner's URLs. It is the category page's largest paint when the category has one: the
 * server preloads exactly these (`<link rel="preload" as="image" imagesrcset imagesizes>`).
 */
export function categoryBannerSources(url: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: resizedImageUrl(url, { width: 960 }),
    srcSet: BANNER_WIDTHS.map((width) => `${resizedImageUrl(url, { width })} ${width}w`).join(', '),
    sizes: '(min-width: 1440px) 1408px, 100vw',
  };
}
