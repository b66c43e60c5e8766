import type { Preload } from '../../src/app/pages/forServer';

/** A header value must be printable ASCII here (Node rejects control and non-Latin-1 characters). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A quoted-string parameter (RFC 8288): URLs with a quote or backslash in them stay out. */
const quoted = (value: string) => `"${value}"`;
const quotable = (value: string) => !/["\\]/.test(value);

function linkOf({ href, as, imageSrcSet, imageSizes, media, fetchPriority }: Preload): string | null {
  if (/[<>]/.test(href)) return null;
  const parts = [`<${href}>`, 'rel=preload', `as=${as}`];
  for (const [name, value] of [['imagesrcset', imageSrcSet], ['imagesizes', imageSizes], ['media', media]] as const) {
    if (value === undefined) continue;
    if (!quotable(value)) return null;
    parts.push(`${name}=${quoted(value)}`);
  }
  if (fetchPriority) parts.push(`fetchpriority=${fetchPriority}`);
  const link = parts.join('; ');
  return PRINTABLE_ASCII.test(link) ? link : null;
}

/**
 * The page's preloads as a `Link` response header, so a browser (or a CDN that turns Link headers
 * into 103 Early Hints) starts them as the headers arrive, before the HTML is parsed; the same
 * preloads stay in <head> and the browser fetches each once. The route's scripts and stylesheets
 * go in only when the page's largest picture is already in the HTML (`pictureInline`): Chrome
 * holds a preload with imagesrcset until it knows the viewport, so header scripts would start
 * first and take connections (six per host on HTTP/1.1) from the picture. Null when there is
 * nothing to send.
 */
export function preloadLinkHeader(preloads: Preload[], { pictureInline = false } = {}): string | null {
  // The picture first, as in <head>.
  const images = preloads.filter((preload) => preload.as === 'image');
  const ordered = pictureInline ? [...images, ...preloads.filter((preload) => preload.as !== 'image')] : images;
  const links = ordered.map(linkOf).filter((link): link is string => link !== null);
  return links.length > 0 ? links.join(', ') : null;
}
