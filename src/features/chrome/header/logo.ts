/** Shipped with the storefront: the logo until (or unless) the store configures one. */
export const FALLBACK_LOGO = '/logo.svg';

/** spec §2 / §9: 134x32 from 768 px up, 103x24 on mobile. */
export const LOGO_SIZE = { desktop: { width: 134, height: 32 }, mobile: { width: 103, height: 24 } } as const;

/** The configured logo's URL: Magento keeps header logos under <media>/logo/. */
export function logoUrl(mediaUrl: string | null | undefined, logoSrc: string | null | undefined): string {
  if (!mediaUrl || !logoSrc) return FALLBACK_LOGO;
  const base = mediaUrl.endsWith('/') ? mediaUrl : `${mediaUrl}/`;
  return `${base}logo/${logoSrc.replace(/^\/+/, '')}`;
}
