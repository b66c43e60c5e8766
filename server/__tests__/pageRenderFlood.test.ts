import { loopbackClient, percentile, type LoopbackClient } from '../../e2e/support/loopbackClient';
import { startShopProcess, type ShopProcess } from '../test/shopProcess';

// Issue 32: uncached page renders had no limit: clients asking pages with random query strings
// (ones no page reads, campaign ones, and searches and price filters the pages do read) each got a
// render of their own, and the health check Varnish probes, a static file and a cached page waited
// behind them (p95 535-720 ms at 128 clients in some runs here; in others the slow renders held
// the clients back instead, each page taking about a second). Now renders take turns and the rest
// is answered from the cache or plain. The bounds are ratios to the same clients asking a cached
// page in the same run, so a busy machine moves both. Own server process on a fresh shop; bounded
// in time; loopback only.

jest.setTimeout(180_000);

const FLOOD_MS = 6_000;
const FLOOD_CLIENTS = 128;
/** Twice the cached flood's p95 and this: renders may cost some, never a queue of them. */
const SLACK_MS = 50;
const CATEGORY_PAGE = '/skincare.html';

let shop: ShopProcess;
let url: string;

beforeAll(async () => {
  shop = await startShopProcess();
  url = shop.url;
}, 160_000);

afterAll(() => shop?.close());

const random = () => Math.random().toString(36).slice(2);

/** What the flood asks, in turn: a query string no page reads, campaign parameters, a search and a price filter (both read). */
const floodPaths = [
  () => `/?r=${random()}`,
  () => `${CATEGORY_PAGE}?utm_source=${random()}&gclid=${random()}`,
  () => `/search.html?query=${random().slice(0, 3)}`,
  () => `${CATEGORY_PAGE}?price[filter]=${encodeURIComponent(`Price,${Math.floor(Math.random() * 50)}_${50 + Math.floor(Math.random() * 1_000_000)}`)}`,
];

/** Each of the shopper's requests in a loop of its own, timed, until `until`. */
async function measure(shopper: LoopbackClient, until: number, paths: Record<string, string>) {
  const timed = async (pathname: string) => {
    const ms: number[] = [];
    while (Date.now() < until) {
      const answer = await shopper.get(pathname, { 'Accept-Encoding': 'gzip' });
      expect(answer.status).toBe(200);
      ms.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    return ms;
  };
  const names = Object.keys(paths);
  const timings = await Promise.all(names.map((name) => timed(paths[name])));
  return Object.fromEntries(names.map((name, i) => [name, timings[i]]));
}

const p95s = (timings: Record<string, number[]>) => Object.fromEntries(Object.entries(timings).map(([name, values]) => [name, Math.round(percentile(values, 95))]));

/** `FLOOD_CLIENTS` clients, each asking `pathOf()` again and again while the shopper is measured; their answers counted by status and timed. */
async function underFlood(shopper: LoopbackClient, paths: Record<string, string>, pathOf: (n: number, i: number) => string) {
  const until = Date.now() + FLOOD_MS;
  const statuses = new Map<number, number>();
  const floodMs: number[] = [];
  const attackers = Array.from({ length: FLOOD_CLIENTS }, (_, i) => loopbackClient(url, `127.0.9.${i + 1}`));
  const floods = attackers.map(async (client, n) => {
    for (let i = 0; Date.now() < until; i += 1) {
      const { status, ms } = await client.get(pathOf(n, i), { 'Accept-Encoding': 'gzip' }).catch(() => ({ status: -1, ms: NaN }));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      floodMs.push(ms);
    }
  });
  const timings = await measure(shopper, until, paths);
  await Promise.all(floods);
  attackers.forEach((client) => client.close());
  expect(timings.health.length).toBeGreaterThan(10);
  const p95: Record<string, number> = { ...p95s(timings), flood: Math.round(percentile(floodMs, 95)) };
  return { p95, statuses: Object.fromEntries(statuses) };
}

test('pages with random query strings are answered, and slow the health check, a static file and a cached page, no more than a flood of cached pages', async () => {
  const shopper = loopbackClient(url, '127.0.0.1');
  // The category page is rendered once and kept: from then on it is a cached answer.
  expect((await shopper.get(CATEGORY_PAGE)).headers.etag).toBeDefined();
  const mainScript = /<script[^>]+src="?(\/static\/js\/main\.[\w.]+\.js)/.exec((await shopper.get('/')).body)?.[1];
  expect(mainScript).toBeDefined();
  const paths = { health: '/health_check.php', static: mainScript!, cachedPage: CATEGORY_PAGE };

  // The same clients asking only what is kept: what the machine's load and this many clients cost, in this run.
  const cached = await underFlood(shopper, paths, () => CATEGORY_PAGE);
  const random = await underFlood(shopper, paths, (n, i) => floodPaths[(n + i) % floodPaths.length]());
  shopper.close();
  console.log(`page render flood (p95 ms): ${JSON.stringify({ cached, random })}`);

  // Every flood request got a page, about as soon as a cached one (kept, plain, or a short wait for
  // a render): none waited behind a queue of renders.
  expect(Object.keys(random.statuses)).toEqual(['200']);
  const slower = Object.entries(random.p95).filter(([name, p95]) => p95 > 2 * cached.p95[name] + SLACK_MS);
  expect(slower).toEqual([]);
});
