import { type ResolveUrlQuery } from '../../__generated__/operations';

/** The page a URL resolved to, with what its root component needs. */
export type ResolvedPage = { type: 'CMS_PAGE'; identifier: string } | { type: 'CATEGORY' | 'PRODUCT'; uid: string };

/** spec §4 route resolution: loading, redirect, not found, error, resolved. */
export type RouteState =
  | { kind: 'loading'; isCategory: boolean }
  | { kind: 'redirect'; to: string; code: 301 | 302 }
  | { kind: 'notFound' }
  | { kind: 'internalError' }
  | { kind: 'page'; page: ResolvedPage };

const isRedirectCode = (code: number): code is 301 | 302 => code === 301 || code === 302;

/** Magento answers relative URLs without the leading slash the router needs. */
export function withLeadingSlash(url: string): string {
  return url.startsWith('/') ? url : `/${url}`;
}

export interface RouteQueryResult {
  pathname: string;
  data: ResolveUrlQuery | undefined;
  loading: boolean;
  error: unknown;
  /** The app state's nextRootComponent: the page type a link promised before navigating. */
  nextRootComponent: string | null;
}

/** The outcome of the route query for the current path. Data wins over loading (cache-and-network). */
export function routeStateOf({ pathname, data, loading, error, nextRootComponent }: RouteQueryResult): RouteState {
  if (!data) {
    if (error) return { kind: 'internalError' };
    return { kind: 'loading', isCategory: nextRootComponent === 'CATEGORY' };
  }
  const route = data.route;
  if (!route) return { kind: 'notFound' };
  const code = route.redirect_code;
  if (isRedirectCode(code) && route.relative_url) {
    const to = withLeadingSlash(route.relative_url);
    // A rewrite that redirects to itself would loop: show what it resolves to instead.
    if (to !== pathname) return { kind: 'redirect', to, code };
  }
  // The route is a union by __typename: only CMS pages carry an identifier, only entities a uid.
  if (route.type === 'CMS_PAGE' && 'identifier' in route && route.identifier) {
    return { kind: 'page', page: { type: 'CMS_PAGE', identifier: route.identifier } };
  }
  if ((route.type === 'CATEGORY' || route.type === 'PRODUCT') && 'uid' in route && route.uid) {
    return { kind: 'page', page: { type: route.type, uid: route.uid } };
  }
  return { kind: 'notFound' };
}
