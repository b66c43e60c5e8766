import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '../../src/lib/apollo/firstPaintData';

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'image';
  /** For images: the srcset and sizes the page's <img> uses, so the browser picks the same file. */
  imageSrcSet?: string;
  imageSizes?: string;
  /** Only where this media query matches (a picture's mobile and desktop sources). */
  media?: string;
  fetchPriority?: 'high';
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * JSON that is safe inside <script>: no "</script>" or "<!--" can end or confuse the element, and
 * the two line separators JavaScript once rejected are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function preloadTag({ href, as, imageSrcSet, imageSizes, media, fetchPriority }: Preload): string {
  const attributes = [`rel="preload"`, `href="${escapeAttribute(href)}"`, `as="${as}"`];
  if (imageSrcSet) attributes.push(`imagesrcset="${escapeAttribute(imageSrcSet)}"`);
  if (imageSizes) attributes.push(`imagesizes="${escapeAttribute(imageSizes)}"`);
  if (media) attributes.push(`media="${escapeAttribute(media)}"`);
  if (fetchPriority) attributes.push(`fetchpriority="${fetchPriority}"`);
  return `<link ${attributes.join(' ')}>`;
}

/** index.html with the page's preloads at the end of <head> and its first-paint data before the scripts run. */
export function injectIntoHtml(html: string, { data, preloads }: { data: FirstPaintData | null; preloads: Preload[] }): string {
  const head = preloads.map(preloadTag).join('');
  const dataScript = data?.entries.length
    ? `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${scriptSafeJson(data)}</script>`
    : '';
  // Deferred scripts run after parsing, so data anywhere in the document is there before the app starts.
  const withHead = head ? html.replace('</head>', `${head}</head>`) : html;
  return dataScript ? withHead.replace('</body>', `${dataScript}</body>`) : withHead;
}
