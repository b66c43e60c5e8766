import { resizedImageUrl } from '../../../lib/images/resizedImageUrl';

/** A logo tile's box (the seeded logos are 400x160: 5 to 2). */
export const LOGO_BOX = { width: 160, height: 64 } as const;

/** The logo at its tile's width and twice it (dense screens), scaled to fit: logos are never cropped. */
export function brandLogoSources(url: string): { src: string; srcSet: string } {
  const at = (width: number) => resizedImageUrl(url, { width, fit: 'inside' });
  return { src: at(LOGO_BOX.width), srcSet: `${at(LOGO_BOX.width)} ${LOGO_BOX.width}w, ${at(LOGO_BOX.width * 2)} ${LOGO_BOX.width * 2}w` };
}
