/** What the floating banner needs from the floating_banner block's HTML. */
export interface BannerContent {
  chatUrl: string;
  imageSrc: string | null;
  imageAlt: string;
}

/** The block's chat link (its first link off this site) and its first image; null without a chat link. */
export function readBannerContent(html: string, origin: string = window.location.origin): BannerContent | null {
  const template = document.createElement('template');
  template.innerHTML = html;
  const chatLink = [...template.content.querySelectorAll('a[href]')]
    .map((anchor) => anchor.getAttribute('href') ?? '')
    .find((href) => /^https?:/.test(href) && new URL(href).origin !== origin);
  if (!chatLink) return null;
  const image = template.content.querySelector('img[src]');
  return { chatUrl: chatLink, imageSrc: image?.getAttribute('src') ?? null, imageAlt: image?.getAttribute('alt') ?? '' };
}
