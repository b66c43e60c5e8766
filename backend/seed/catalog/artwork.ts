import type { Brand } from './brands';
import type { TopCategory } from './taxonomy';
import { fittedText, mix, text } from './svgKit';

/** A 400x160 brand logo: an initial in a circle and the name, on transparent ground. */
export function brandLogoSvg(brand: Brand): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">',
    `<circle cx="70" cy="80" r="52" fill="${brand.color}"/>`,
    text(brand.name[0], { x: 70, y: 100, size: 56, fill: '#ffffff', bold: true }),
    fittedText(brand.name, 255, 94, 250, 40, brand.color, true),
    '</svg>',
  ].join('');
}

/** A 1200x400 category banner: the name over the category colour. */
export function categoryBannerSvg(category: TopCategory): string {
  // The name only: the category's description (its tagline) is printed under the banner by the page.
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(category.color, '#ffffff', 0.5)}"/><stop offset="1" stop-color="${category.color}"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#bg)"/>',
    `<circle cx="1020" cy="200" r="170" fill="#ffffff" opacity="0.35"/><circle cx="880" cy="330" r="90" fill="#ffffff" opacity="0.25"/><circle cx="1120" cy="60" r="60" fill="${mix(category.color, '#000000', 0.2)}" opacity="0.3"/>`,
    text(category.name, { x: 80, y: 222, size: 64, fill: '#2b2b2b', bold: true, anchor: 'start' }),
    '</svg>',
  ].join('');
}
