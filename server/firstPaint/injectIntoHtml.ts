import { FIRST_PAINT_ELEMENT_ID, INSTALL_HIDDEN_SCRIPT, type FirstPaintData, type Preload, type ShellArticle, type ShellChrome, type ShellIntro, type ShellPicture } from '../../src/app/pages/forServer';
import { insertBefore, replaceLiterally } from '../insertIntoHtml';
import { escapeAttribute, installOfferMarkup, SHELL_BANNER, shellArticleMarkup, shellIntroMarkup, shellPictureMarkup } from './shellMarkup';

export { SHELL_BANNER } from './shellMarkup';

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

/**
 * Where image preloads go: after <meta name="viewport"> (a preload's imagesrcset read before it
 * picks for the 980px default viewport, and a phone then downloads the picture twice), else
 * after <meta charset>, else at the start of <head>; before any script either way.
 */
const IMAGE_PRELOAD_PLACE = [/<meta name=["']?viewport["']?[^>]*>/i, /<head>(\s*<meta charset=["']?[\w-]+["']?\s*\/?>)?/i];

function insertImagePreloads(html: string, tags: string): string {
  const place = IMAGE_PRELOAD_PLACE.find((pattern) => pattern.test(html));
  return place ? html.replace(place, (start) => `${start}${tags}`) : html;
}

/** What the shell shows in its skeleton's place: the page's largest picture, or its heading and intro, or a CMS page's opening texts. */
interface FirstScreen {
  picture?: ShellPicture | null;
  intro?: ShellIntro | null;
  article?: ShellArticle | null;
}

function firstScreenMarkup({ picture, intro, article }: FirstScreen): string | null {
  if (picture) return shellPictureMarkup(picture);
  if (intro) return shellIntroMarkup(intro);
  return article ? shellArticleMarkup(article) : null;
}

/** The app's container: the offer goes before it, where the app's first render leaves it be. */
const ROOT_ELEMENT = /<div id=["']?root["']?>/;

/**
 * The page's chrome on a phone: <html> marked when the page has a tab bar (the layout keeps the
 * flag, src/app/layout/useOverlayRoom.ts), and the install offer with the script that hides it
 * for a shopper who closed it.
 */
function withShellChrome(html: string, chrome: ShellChrome | null): string {
  if (!chrome) return html;
  const marked = chrome.tabBar ? html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html${attributes} data-tab-bar>`) : html;
  if (!chrome.installOffer || !ROOT_ELEMENT.test(marked)) return marked;
  const withScript = insertBefore(marked, '</head>', `<script>${INSTALL_HIDDEN_SCRIPT}</script>`);
  const offer = installOfferMarkup(chrome.installOffer);
  return withScript.replace(ROOT_ELEMENT, (root) => `${offer}${root}`);
}

/**
 * index.html with the page's preloads in <head>, its first screen in the shell, so it paints
 * before the app's scripts have run, and its first-paint data before the scripts run.
 */
export function injectIntoHtml(
  html: string,
  { data, preloads, chrome = null, ...firstScreen }: { data: FirstPaintData | null; preloads: Preload[]; chrome?: ShellChrome | null } & FirstScreen,
): string {
  // Images first in <head>: the page's largest picture must not queue behind the scripts for a
  // connection (HTTP/1.1 allows six per host).
  const imageTags = preloads.filter((preload) => preload.as === 'image').map(preloadTag).join('');
  const head = preloads.filter((preload) => preload.as !== 'image').map(preloadTag).join('');
  const dataScript = data?.entries.length
    ? `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${scriptSafeJson(data)}</script>`
    : '';
  // Deferred scripts run after parsing, so data anywhere in the document is there before the app starts.
  const withImages = imageTags ? insertImagePreloads(html, imageTags) : html;
  const withHead = head ? insertBefore(withImages, '</head>', head) : withImages;
  const shown = firstScreenMarkup(firstScreen);
  const withPicture = withShellChrome(shown ? replaceLiterally(withHead, SHELL_BANNER, shown) : withHead, chrome);
  return dataScript ? insertBefore(withPicture, '</body>', dataScript) : withPicture;
}
