import { resizedImageUrl } from '../../../lib/images/resizedImageUrl';

/** Widths the card's picture is offered in (spec §9 presets SMALL, REGULAR, LARGE) at 0.8 aspect. */
const WIDTHS = [160, 320, 640];
const ASPECT = 0.8;

/** Intrinsic size written on the card's <img> (REGULAR, 0.8 aspect) so its box is reserved before it loads. */
export const CARD_IMAGE_BOX = { width: 320, height: 400 };

/** The card's picture at its default size (REGULAR) and as a srcset the browser picks from. */
export function productImageSources(url: string): { src: string; srcSet: string } {
  const at = (width: number) => resizedImageUrl(url, { width, height: Math.round(width / ASPECT) });
  return { src: at(320), srcSet: WIDTHS.map((width) => `${at(width)} ${width}w`).join(', ') };
}

/** Two columns next to the 325 px filter sidebar (or alone on phones), three from 1024 px (at most ~340 px each). */
export const DEFAULT_CARD_SIZES = '(min-width: 1024px) 340px, (min-width: 768px) 200px, 50vw';
