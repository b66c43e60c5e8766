import { SHELL_INSTALL_OFFER_ID, type ShellArticle, type ShellChrome, type ShellIntro, type ShellLayout, type ShellPicture, type TextBlock } from '../../src/app/pages/forServer';

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** Text between tags: the same escapes do. */
const escapeText = escapeAttribute;

/** The shell's skeleton banner in src/template.html, which a page's picture replaces. */
export const SHELL_BANNER = '<div class="shell-skeleton shell-skeleton-banner"></div>';

/** The picture's <img>: its file inlined when the server has it, else asking for exactly the file the page's <img> will (same srcset and sizes). */
function imageTag({ src, srcSet, sizes, box, placeholder }: ShellPicture): string {
  const size = box ? ` width="${box.width}" height="${box.height}"` : '';
  // The inlined placeholder alone: with a srcset beside it the browser would fetch a file instead.
  if (placeholder) return `<img src="${escapeAttribute(placeholder)}"${size} alt="">`;
  return `<img src="${escapeAttribute(src)}" srcset="${escapeAttribute(srcSet)}" sizes="${escapeAttribute(sizes)}"${size} alt="" fetchpriority="high">`;
}

/** The home slider's first slide, in the shell's banner (shell.css .shell-hero). */
function heroMarkup(picture: ShellPicture): string {
  const { mobile, sizes } = picture;
  const phoneFile = mobile?.placeholder ? `srcset="${escapeAttribute(mobile.placeholder)}"` : mobile ? `srcset="${escapeAttribute(mobile.srcSet)}" sizes="${escapeAttribute(sizes)}"` : '';
  const source = mobile ? `<source media="${escapeAttribute(mobile.media)}" ${phoneFile}>` : '';
  return `<div class="shell-skeleton shell-skeleton-banner shell-hero"><picture>${source}${imageTag(picture)}</picture></div>`;
}

const CRUMBS = '<div class="shell-skeleton shell-crumbs"></div>';

/** One element holding a text, escaped: never markup. */
const element = (tag: string, value: string, className?: string) => `<${tag}${className ? ` class="${className}"` : ''}>${escapeText(value)}</${tag}>`;

/** Elements of one class, one per text. */
const texts = (tag: string, className: string, values: string[]) => values.map((value) => element(tag, value, className)).join('');

/** /blog: its heading, intro and category chips (written out, so they wrap as the page's do), then the first post card's picture. */
function blogMarkup(picture: ShellPicture, { heading, intro, chips }: { heading: string; intro: string; chips: string[] }): string {
  return (
    `<div class="shell-layout shell-blog"><div class="shell-blog-header">${texts('p', 'shell-blog-heading', [heading])}${texts('p', 'shell-blog-intro', [intro])}</div>` +
    `<div class="shell-blog-nav"><ul class="shell-blog-chips">${texts('li', 'shell-blog-chip', chips)}</ul></div>` +
    `<div class="shell-blog-grid"><div class="shell-blog-card"><div class="shell-blog-media">${imageTag(picture)}</div></div>` +
    '<div class="shell-skeleton shell-blog-next"></div><div class="shell-skeleton shell-blog-next"></div></div></div>'
  );
}

/** A post: its title and its line of categories, date and author (written out), then its picture. */
function postMarkup(picture: ShellPicture, { title, meta }: { title: string; meta: { categories: string[]; details: string[] } }): string {
  return (
    `<div class="shell-layout shell-post"><div class="shell-post-column"><div class="shell-post-header">${texts('p', 'shell-post-title', [title])}` +
    `<p class="shell-post-meta">${texts('span', 'shell-post-category', meta.categories)}${texts('span', 'shell-post-detail', meta.details)}</p></div>` +
    `<div class="shell-post-hero">${imageTag(picture)}</div></div></div>`
  );
}

/**
 * The page's first screen as src/styles/shellLayouts.css lays it out: the blocks above the
 * picture at the page's heights, then the picture in the page's box (its intrinsic size as the
 * page's <img> writes it, so the aspect is known before it loads).
 */
function pageMarkup(picture: ShellPicture, layout: Exclude<ShellLayout, { page: 'home' }>): string {
  switch (layout.page) {
    case 'category':
      return `<div class="shell-layout shell-category">${CRUMBS}<div class="shell-skeleton shell-category-title"></div>${imageTag(picture)}</div>`;
    case 'product':
      return (
        `<div class="shell-layout shell-product">${layout.breadcrumbs ? CRUMBS : ''}` +
        `<div class="shell-product-layout"><div class="shell-product-media">${imageTag(picture)}</div></div></div>`
      );
    case 'search':
      return (
        '<div class="shell-layout shell-search"><div class="shell-skeleton shell-search-field"></div><div class="shell-skeleton shell-search-title"></div>' +
        '<div class="shell-listing-columns"><div class="shell-skeleton shell-sidebar"></div><div class="shell-results"><div class="shell-toolbar"></div>' +
        `<div class="shell-card-grid"><div class="shell-card">${imageTag(picture)}</div>` +
        '<div class="shell-skeleton shell-card-next"></div><div class="shell-skeleton shell-card-next"></div></div></div></div></div>'
      );
    case 'blog':
      return blogMarkup(picture, layout);
    case 'blog-post':
      return postMarkup(picture, layout);
  }
}

/** What replaces the shell's skeleton banner to show the page's largest picture. */
export function shellPictureMarkup(picture: ShellPicture): string {
  const layout = picture.layout ?? { page: 'home' };
  return layout.page === 'home' ? heroMarkup(picture) : pageMarkup(picture, layout);
}

/** What replaces the shell's skeleton banner for a page whose largest paint is the line under its heading (lib/page/PageIntro.tsx). */
export function shellIntroMarkup({ title, intro }: ShellIntro): string {
  return `<div class="shell-layout shell-intro">${texts('p', 'shell-intro-title', [title])}${texts('p', 'shell-intro-text', [intro])}</div>`;
}

/** A Page Builder heading, or a text content type's paragraphs and headings (unstyled, as the page's are). */
function textBlockMarkup({ type, elements }: TextBlock): string {
  if (type === 'heading') return elements.map(({ tag, text }) => element(tag, text, 'shell-cms-heading')).join('');
  return `<div class="shell-cms-text">${elements.map(({ tag, text }) => element(tag, text)).join('')}</div>`;
}

/**
 * What replaces the shell's skeleton banner for a CMS page that opens with text: its heading and
 * those texts in the page's own tags, in an <article> as the page's (a browser sizes an h1 in one
 * differently), so they wrap and land where the page's do.
 */
export function shellArticleMarkup({ heading, blocks }: ShellArticle): string {
  const title = heading === null ? '' : element('h1', heading, 'shell-cms-title');
  return `<article class="shell-layout shell-cms">${title}<div class="shell-cms-row">${blocks.map(textBlockMarkup).join('')}</div></article>`;
}

/**
 * The install offer as the app draws it (features/chrome/install-app/InstallAppPopup.tsx, one
 * stylesheet: src/styles/installOffer.css), so the app's copy replaces it at the same size. Hidden
 * from assistive technology and without a close button: until the app runs, nothing would answer.
 */
export function installOfferMarkup({ title, text }: NonNullable<ShellChrome['installOffer']>): string {
  return (
    `<section id="${SHELL_INSTALL_OFFER_ID}" class="install-offer shell-install-offer" aria-hidden="true">` +
    '<img class="install-offer-icon" src="/favicon.svg" alt="" width="40" height="40">' +
    `<div class="install-offer-body">${element('h2', title, 'install-offer-title')}${element('p', text, 'install-offer-text')}</div>` +
    '<span class="install-offer-close"></span></section>'
  );
}
