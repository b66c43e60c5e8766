import { checkRequestPath } from '../http/requestPath';

/** URL prefixes that belong to the commerce API (embedded backend or proxied Magento), never to the build. */
export const API_PREFIXES = ['/graphql', '/rest', '/media', '/downloadable'] as const;

/** True for /graphql, /rest/..., /media/..., /downloadable/... (and the bare prefixes), false for /graphql-like names such as /restaurants. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The paths a Magento store is asked for through the proxy: GraphQL, REST, media and downloads, nothing else of its. */
export function isForwardablePath(pathname: string): boolean {
  return pathname === '/graphql' || /^\/(rest|media)\/./.test(pathname) || pathname.startsWith('/downloadable/download/');
}

/** The path of a raw request URL, without the query string (no URL parsing: `//host` must stay a path). */
export function pathnameOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

/**
 * Where a request goes, decided once for the app (the proxy checks again, as dev.ts mounts it
 * alone): refused (400) whatever its prefix when requestPath.ts refuses the path, so
 * `/media/../index.html` or `/x/..%2fgraphql` reach neither the API nor the build; else the API
 * for its prefixes (as sent, so `//graphql` stays a path of the build), else the build.
 * `pathname` is the normalised path.
 */
export type RequestRoute = { kind: 'refused'; reason: string } | { kind: 'api'; pathname: string } | { kind: 'static'; pathname: string };

export function routeOf(url: string | undefined): RequestRoute {
  const raw = pathnameOf(url);
  const checked = checkRequestPath(raw);
  if (!checked.ok) return { kind: 'refused', reason: checked.reason };
  return { kind: isApiPath(raw) ? 'api' : 'static', pathname: checked.pathname };
}
