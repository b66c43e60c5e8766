import { LRUCache } from 'lru-cache';
import { PAGE_FIRST_PAINTS } from '../../__generated__/pageFirstPaints';
import { GET_LOCALE } from '../../lib/storeConfig/locale.gql';
import { GET_STORE_CONFIG_DATA } from '../../lib/storeConfig/storeConfigData.gql';
import { GET_STORE_NAME } from '../../lib/storeConfig/storeName.gql';
import { type ResolveUrlQuery } from '../../__generated__/operations';
import { RESOLVE_URL } from '../MagentoRoute/magentoRoute.gql';
import { routeStateOf } from '../MagentoRoute/routeState';
import { storeText, type StoreText } from '../../lib/i18n/storeText';
import { chromeForPath } from '../layout/routeChrome';
import { isRoutePage, type CatalogueRouteType, type PageModule } from './definePage';
import { cataloguePage, findRoutePage, type RouteMatch } from './findPage';
import { type FirstPaintContext, type FirstPaintPlan, type FirstPaintStoreConfig, type GraphqlRequest, type PageStatus, type QueryParams, type RunQuery, type ShellChrome } from './firstPaint';

/** The chrome's store configuration queries: every page asks them first. */
const CHROME_REQUESTS: GraphqlRequest[] = [{ query: GET_STORE_CONFIG_DATA }, { query: GET_LOCALE }, { query: GET_STORE_NAME }];

const NO_PLAN: FirstPaintPlan = { chunks: [], images: [] };

interface PageAtUrl {
  page: PageModule;
  params: FirstPaintContext['params'];
  route: FirstPaintContext['route'];
}

/** What a URL shows: its page, or the status the server answers with instead (none when the backend did not say). */
interface UrlAnswer {
  target: PageAtUrl | null;
  status?: PageStatus;
}

/** A redirect's target as a path on this site, or null when it would leave it (`//elsewhere`, a scheme). */
function sameSitePath(to: string): string | null {
  const target = new URL(to, 'http://site.invalid');
  return target.host === 'site.invalid' ? `${target.pathname}${target.search}` : null;
}

/**
 * The routes-table page of each path asked lately: the router's matching ranks every route on each
 * call (0.6-0.9 ms measured here), which a kept page's answer must not wait for, and a shop's paths
 * repeat. Bounded in characters: paths are the client's.
 */
const routePages = new LRUCache<string, { match: RouteMatch | null }>({ maxSize: 2_000_000, sizeCalculation: (_match, path) => path.length + 100 });

function routePageAt(pathname: string): RouteMatch | null {
  let known = routePages.get(pathname);
  if (!known) routePages.set(pathname, (known = { match: findRoutePage(pathname) }));
  return known.match;
}

/**
 * The page a URL shows: a routes-table page, else what its route resolves to, read by the app's own
 * rule (MagentoRoute/routeState.ts): a catalogue page, or not found (404), or Magento's redirect.
 */
async function pageAt(url: URL, run: RunQuery): Promise<UrlAnswer> {
  const match = routePageAt(url.pathname);
  if (match) return { target: { page: match.page, params: match.params, route: null } };
  const data = await run<ResolveUrlQuery>({ query: RESOLVE_URL, variables: { url: url.pathname } });
  const state = routeStateOf({ pathname: url.pathname, data: data ?? undefined, loading: false, error: data ? undefined : 'no answer', nextRootComponent: null });
  switch (state.kind) {
    case 'page': {
      const { page } = state;
      if (page.type === 'CMS_PAGE') return { target: { page: cataloguePage('CMS_PAGE'), params: {}, route: { identifier: page.identifier } } };
      return { target: { page: page.type === 'CATEGORY' ? cataloguePage('CATEGORY') : cataloguePage('PRODUCT'), params: {}, route: { uid: page.uid } } };
    }
    case 'notFound':
      return { target: null, status: { code: 404 } };
    case 'redirect': {
      const location = sameSitePath(state.to);
      return location ? { target: null, status: { code: state.code, location } } : { target: null };
    }
    default:
      return { target: null };
  }
}

/** A page that declares an introId and shows no shell picture: the shell writes out its heading and intro. */
function shellIntroOf(page: PageModule, plan: FirstPaintPlan, text: StoreText): Pick<FirstPaintPlan, 'shellIntro'> {
  if (!isRoutePage(page) || !page.introId || plan.shellPicture) return {};
  return { shellIntro: { title: text.message(page.titleId), intro: text.message(page.introId) } };
}

/**
 * The chrome the shell draws on a phone: the install offer wherever the app shows it at once (not
 * at the checkout, not in maintenance, not under a page's own bottom bar), over the tab bar where
 * the page has one. None when the store did not answer.
 */
function shellChromeOf(url: URL, page: PageModule | null, storeConfig: FirstPaintStoreConfig | null, text: StoreText): ShellChrome | undefined {
  // Without the store's answer the shop may be in maintenance, which shows nothing else.
  if (!storeConfig) return undefined;
  const chrome = chromeForPath(url.pathname);
  const offersInstall = !chrome.checkoutHeader && !page?.docksBottomBar && storeConfig.is_maintenance !== 1;
  return {
    tabBar: !chrome.hideTabBar,
    installOffer: offersInstall ? { title: text.message('installApp.title'), text: text.message('installApp.text') } : null,
  };
}

const readsNone: QueryParams = () => false;
const queryParamsOf = (page: Pick<PageModule, 'name'> | undefined): QueryParams => (page && PAGE_FIRST_PAINTS[page.name]?.queryParams) || readsNone;

const CATALOGUE_TYPES: CatalogueRouteType[] = ['CMS_PAGE', 'CATEGORY', 'PRODUCT'];
/** What a catalogue URL may read before it is resolved: whatever one of the catalogue pages reads. */
const catalogueParams: QueryParams = (name) => CATALOGUE_TYPES.some((type) => queryParamsOf(cataloguePage(type))(name));

/**
 * `url` as a page that reads `reads` sees it: its path, and only those query parameters, in name
 * order (as Varnish's querysort), so any other parameter or order makes the same page.
 */
function readUrl(url: URL, reads: QueryParams): URL {
  const read = new URL(url.pathname, url);
  const params = [...url.searchParams].filter(([name]) => reads(name));
  // A stable sort: a filter's repeated values keep their order.
  for (const [name, value] of params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) read.searchParams.append(name, value);
  return read;
}

/**
 * The URL the page at `url` reads, from its path alone: exactly for a routes-table page; a
 * catalogue URL (not resolved yet) keeps what any catalogue page might read. The server looks for
 * a kept page under it before doing any work.
 */
export function firstPaintUrl(url: URL): URL {
  const match = routePageAt(url.pathname);
  return readUrl(url, match ? queryParamsOf(match.page) : catalogueParams);
}

/** The page at a URL, resolved, and the URL as that page reads it (its key for the server's caches). */
export interface FirstPaintPage {
  url: URL;
  answer: UrlAnswer;
}

/** Which page `url` shows (asking its route when the routes table does not know it), and the URL it reads. */
export async function firstPaintPage(url: URL, run: RunQuery): Promise<FirstPaintPage> {
  const answer = await pageAt(url, run);
  return { url: readUrl(url, queryParamsOf(answer.target?.page)), answer };
}

/**
 * Asks, for the page at `url` (as firstPaintPage read it), the queries its first screen makes
 * (through `run`, which records the answers) and says which chunks and image to preload: the page's own `<name>.firstPaint.ts`
 * plans it, and its chunk is the page's name. A page without a plan (the cart, the forms) gets no
 * preloads: measured on the cart, its chunks' preloads took bandwidth from the first paint's
 * stylesheet (Lighthouse FCP 770 -> 1260 ms) and did not bring the app's paint forward. Failed
 * queries are only skipped.
 */
export async function planFirstPaint({ url, answer: { target, status } }: FirstPaintPage, run: RunQuery, pageHosts: string[]): Promise<FirstPaintPlan> {
  const [storeConfigAnswer, localeAnswer] = await Promise.all([
    run<{ storeConfig: FirstPaintStoreConfig | null }>(CHROME_REQUESTS[0]),
    run<{ storeConfig: { locale?: string | null } | null }>(CHROME_REQUESTS[1]),
    ...CHROME_REQUESTS.slice(2).map((request) => run(request)),
  ]);
  const storeConfig = storeConfigAnswer?.storeConfig ?? null;
  const text = storeText(localeAnswer?.storeConfig?.locale ?? null);
  const shellChrome = shellChromeOf(url, target?.page ?? null, storeConfig, text);
  const firstPaint = target ? PAGE_FIRST_PAINTS[target.page.name] : undefined;
  if (!target || !firstPaint) return { ...NO_PLAN, shellChrome, ...(status ? { status } : {}) };
  const plan = await firstPaint({ url, params: target.params, route: target.route, run, pageHosts, storeConfig, text });
  return plan ? { ...plan, chunks: [target.page.name, ...plan.chunks], ...shellIntroOf(target.page, plan, text), shellChrome } : { ...NO_PLAN, shellChrome };
}
