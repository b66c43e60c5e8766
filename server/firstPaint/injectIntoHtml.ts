import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData, type Preload, type ShellPicture } from '../../src/app/pages/forServer';
import { insertBefore, replaceLiterally } from '../insertIntoHtml';

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

/** The shell's skeleton banner in src/template.html, which a page's picture may fill. */
export const SHELL_BANNER = '<div class="shell-skeleton shell-skeleton-banner"></div>';

function shellPictureTag({ src, srcSet, sizes, mobile }: ShellPicture): string {
  const source = mobile ? `<source media="${escapeAttribute(mobile.media)}" srcset="${escapeAttribute(mobile.srcSet)}" sizes="${escapeAttribute(sizes)}">` : '';
  const image = `<img src="${escapeAttribute(src)}" srcset="${escapeAttribute(srcSet)}" sizes="${escapeAttribute(sizes)}" alt="" fetchpriority="high">`;
  return `<div class="shell-skeleton shell-skeleton-banner shell-hero"><picture>${source}${image}</picture></div>`;
}

/**
 * index.html with the page's preloads at the end of <head>, its largest picture in the shell (so
 * it paints before the app's scripts have run) and its first-paint data before the scripts run.
 */
export function injectIntoHtml(html: string, { data, preloads, picture = null }: { data: FirstPaintData | null; preloads: Preload[]; picture?: ShellPicture | null }): string {
  // Images first and at the top of <head>: the page's largest picture must not queue behind the
  // scripts for a connection (HTTP/1.1 allows six per host).
  const imageTags = preloads.filter((preload) => preload.as === 'image').map(preloadTag).join('');
  const head = preloads.filter((preload) => preload.as !== 'image').map(preloadTag).join('');
  const dataScript = data?.entries.length
    ? `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${scriptSafeJson(data)}</script>`
    : '';
  // Deferred scripts run after parsing, so data anywhere in the document is there before the app starts.
  const withImages = imageTags ? html.replace(/<head>(\s*<meta charset=["']?[\w-]+["']?\s*\/?>)?/i, (start) => `${start}${imageTags}`) : html;
  const withHead = head ? insertBefore(withImages, '</head>', head) : withImages;
  const withPicture = picture ? replaceLiterally(withHead, SHELL_BANNER, shellPictureTag(picture)) : withHead;
  return dataScript ? insertBefore(withPicture, '</body>', dataScript) : withPicture;
}
