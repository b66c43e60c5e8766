import { type ResolveUrlQuery } from '../../../__generated__/operations';
import { routeStateOf, withLeadingSlash, type RouteQueryResult } from '../routeState';

type Route = NonNullable<ResolveUrlQuery['route']>;
type CommonFields = { [K in 'relative_url' | 'redirect_code' | 'type']?: Route[K] };
type RouteFields = CommonFields & ({ __typename: 'RoutableUrl' } | { identifier: string | null } | { uid?: string | null });

const common = { relative_url: null, redirect_code: 0, type: null } as const;

/** A route answer as the server sends it: a CMS page carries an identifier, a product or category a uid. */
function routeOf(fields: RouteFields): Route {
  if ('__typename' in fields) return { ...common, ...fields };
  if ('identifier' in fields) return { __typename: 'CmsPage', ...common, ...fields };
  return { __typename: 'CategoryTree', ...common, ...fields, uid: fields.uid ?? '' };
}

const resolved = (route: RouteFields | null): RouteQueryResult => ({
  pathname: '/old.html',
  data: { route: route && routeOf(route) },
  loading: false,
  error: undefined,
  nextRootComponent: null,
});

describe('routeStateOf (spec §4 route resolution)', () => {
  it('is loading while no answer is there, with the category skeleton only for a pending category', () => {
    const pending = { pathname: '/x', data: undefined, loading: true, error: undefined };
    expect(routeStateOf({ ...pending, nextRootComponent: null })).toEqual({ kind: 'loading', isCategory: false });
    expect(routeStateOf({ ...pending, nextRootComponent: 'CATEGORY' })).toEqual({ kind: 'loading', isCategory: true });
    expect(routeStateOf({ ...pending, nextRootComponent: 'PRODUCT' })).toEqual({ kind: 'loading', isCategory: false });
  });

  it('redirects for 301 and 302, adding the missing leading slash', () => {
    expect(routeStateOf(resolved({ redirect_code: 301, relative_url: 'skincare.html', type: 'CATEGORY', uid: 'Mw==' }))).toEqual({
      kind: 'redirect',
      to: '/skincare.html',
      code: 301,
    });
    expect(routeStateOf(resolved({ redirect_code: 302, relative_url: '/makeup/lips.html', type: 'CATEGORY', uid: 'MjM=' }))).toEqual({
      kind: 'redirect',
      to: '/makeup/lips.html',
      code: 302,
    });
  });

  it('redirects even when the target has no type (a plain URL rewrite)', () => {
    expect(routeStateOf(resolved({ __typename: 'RoutableUrl', redirect_code: 301, relative_url: 'new-page' }))).toEqual({
      kind: 'redirect',
      to: '/new-page',
      code: 301,
    });
  });

  it('does not redirect a page to itself (that would loop): it shows the page', () => {
    expect(routeStateOf(resolved({ redirect_code: 301, relative_url: 'old.html', type: 'CATEGORY', uid: 'Mw==' }))).toEqual({
      kind: 'page',
      page: { type: 'CATEGORY', uid: 'Mw==' },
    });
  });

  it('is not found when the route is null, or has no type or no identifier/uid', () => {
    expect(routeStateOf(resolved(null))).toEqual({ kind: 'notFound' });
    expect(routeStateOf(resolved({ type: null, uid: 'Mw==' }))).toEqual({ kind: 'notFound' });
    expect(routeStateOf(resolved({ type: 'CMS_PAGE', identifier: null }))).toEqual({ kind: 'notFound' });
    expect(routeStateOf(resolved({ type: 'PRODUCT' }))).toEqual({ kind: 'notFound' });
  });

  it('is an internal error when the query failed without an answer', () => {
    expect(routeStateOf({ pathname: '/x', data: undefined, loading: false, error: new Error('offline'), nextRootComponent: null })).toEqual({
      kind: 'internalError',
    });
  });

  it('resolves each page type with what its root component needs', () => {
    expect(routeStateOf(resolved({ type: 'CMS_PAGE', identifier: 'about-us' }))).toEqual({ kind: 'page', page: { type: 'CMS_PAGE', identifier: 'about-us' } });
    expect(routeStateOf(resolved({ type: 'CATEGORY', uid: 'Mw==' }))).toEqual({ kind: 'page', page: { type: 'CATEGORY', uid: 'Mw==' } });
    expect(routeStateOf(resolved({ type: 'PRODUCT', uid: 'MQ==' }))).toEqual({ kind: 'page', page: { type: 'PRODUCT', uid: 'MQ==' } });
  });

  it('shows cached data while the network refresh is still loading', () => {
    expect(routeStateOf({ ...resolved({ type: 'PRODUCT', uid: 'MQ==' }), loading: true }).kind).toBe('page');
  });
});

describe('withLeadingSlash', () => {
  it('adds a slash only when missing', () => {
    expect(withLeadingSlash('a/b.html')).toBe('/a/b.html');
    expect(withLeadingSlash('/a/b.html')).toBe('/a/b.html');
  });
});
