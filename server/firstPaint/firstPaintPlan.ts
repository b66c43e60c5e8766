import { matchPath } from 'react-router-dom';
import { RESOLVE_URL } from '../../src/app/MagentoRoute/magentoRoute.gql';
import { homePageIdentifier } from '../../src/features/content/home/useHomePage';
import { routes } from '../../src/app/routes';
import { GET_LOCALE } from '../../src/lib/storeConfig/locale.gql';
import { GET_STORE_CONFIG_DATA } from '../../src/lib/storeConfig/storeConfigData.gql';
import { GET_STORE_NAME } from '../../src/lib/storeConfig/storeName.gql';
import { contentFirstPaint, contentPageKind, type ContentPageKind } from './contentPageRequests';
import { pageFirstPaint } from './pageRequests';
import { type FirstPaintPlan, type GraphqlRequest, type PageKind, type RunQuery } from './types';

/** The chrome's store configuration queries: every page asks them first. */
const CHROME_REQUESTS: GraphqlRequest[] = [{ query: GET_STORE_CONFIG_DATA }, { query: GET_LOCALE }, { query: GET_STORE_NAME }];

const HOME_PATHS = new Set(['/', '/home']);
const SEARCH_PATH = '/search.html';

/** True for a path the app's own routes table answers (everything else is a catalogue URL). */
function isAppRoute(pathname: string): boolean {
  return routes.some((route) => matchPath({ path: route.path, end: true }, pathname));
}

async function pageKindOf(url: URL, run: RunQuery): Promise<PageKind | { kind: 'content'; page: ContentPageKind } | null> {
  if (HOME_PATHS.has(url.pathname)) return { kind: 'home' };
  if (url.pathname === SEARCH_PATH) return { kind: 'search' };
  const content = contentPageKind(url);
  if (content) return { kind: 'content', page: content };
  if (isAppRoute(url.pathname)) return null;
  const resolved = await run<{ route: { type?: string | null; uid?: string | null; identifier?: string | null; redirect_code?: number | null } | null }>({
    query: RESOLVE_URL,
    variables: { url: url.pathname },
  });
  const route = resolved?.route;
  if (!route || route.redirect_code) return null;
  if (route.type === 'CATEGORY' && route.uid) return { kind: 'category', uid: route.uid };
  if (route.type === 'PRODUCT' && route.uid) return { kind: 'product', uid: route.uid };
  if (route.type === 'CMS_PAGE' && route.identifier) return { kind: 'cms', identifier: route.identifier };
  return null;
}

/**
 * Asks, for the page at `url`, the queries its first screen makes (through `run`, which records
 * the answers) and says which chunk and image to preload. Failed queries are only skipped.
 */
export async function planFirstPaint(url: URL, run: RunQuery, pageHosts: string[]): Promise<FirstPaintPlan> {
  const [storeConfigAnswer, page] = await Promise.all([
    run<{ storeConfig: { cms_home_page?: string | null; product_url_suffix?: string | null } | null }>(CHROME_REQUESTS[0]),
    pageKindOf(url, run),
    ...CHROME_REQUESTS.slice(1).map((request) => run(request)),
  ]);
  if (!page) return { chunks: [], images: [] };
  if (page.kind === 'content') return contentFirstPaint(page.page, run, pageHosts);
  const storeConfig = storeConfigAnswer?.storeConfig ?? null;
  return pageFirstPaint(page, { url, run, pageHosts, homeIdentifier: homePageIdentifier(storeConfig?.cms_home_page), productUrlSuffix: storeConfig?.product_url_suffix ?? null });
}
