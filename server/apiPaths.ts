/** URL prefixes that belong to the commerce API (embedded backend or proxied Magento), never to the build. */
export const API_PREFIXES = ['/graphql', '/rest', '/media'] as const;

/** True for /graphql, /rest/..., /media/... (and the bare prefixes), false for /graphql-like names such as /restaurants. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The path of a raw request URL, without the query string (no URL parsing: `//host` must stay a path). */
export function pathnameOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}
