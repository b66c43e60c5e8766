/** Schemes a merchant link may use; anything else (javascript:, data:) is not a link. */
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\?|\.|[^:]*$)/i;

/** The stored href when it is safe to follow, else null. */
export function safeHref(href: string | null | undefined): string | null {
  const value = href?.trim();
  if (!value) return null;
  return SAFE_URL.test(value) ? value : null;
}

export interface StoredLink {
  href: string;
  /** `_blank` opens a new window (with rel="noopener noreferrer"). */
  openInNewTab: boolean;
}

/** The link of an `<a data-element="link">` (or any anchor), when it has a safe target. */
export function readLink(anchor: Element | null): StoredLink | null {
  if (!anchor) return null;
  const href = safeHref(anchor.getAttribute('href'));
  return href ? { href, openInNewTab: anchor.getAttribute('target') === '_blank' } : null;
}

export const newTabProps = (link: StoredLink) => (link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {});
