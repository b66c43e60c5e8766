import http from 'node:http';
import os from 'node:os';
import { ResponseCache } from '../../backend/cache/responseCache';
import { setStock } from '../../backend/checkout/testCheckout';
import { purgeAfterSeed, seedPurgeTargets } from '../../backend/seed/purgeAfterSeed';
import { startFakeVarnish, type FakeVarnish } from '../../backend/test/fakeVarnish';
import { startTestBackend, type TestBackend } from '../../backend/test/testBackend';
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '../../src/app/pages/forServer';
import { createApp, type AppOptions } from '../app';
import { ConfigError, readConfig } from '../config';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';
import { startServerProcess } from '../test/serverProcess';

// Issue 23's HTTP cache contract at the storefront server: cacheable first-paint pages, the
// server's own cache and its PURGE, /health_check.php, HTTP_CACHE_HOSTS.

jest.setTimeout(60_000);

const CATEGORY_PAGE = '/skincare.html';
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

let dist: FakeDist;
const running: RunningServer[] = [];

async function site(options: Omit<AppOptions, 'distDir' | 'log'>): Promise<RunningServer> {
  const server = await listen(createApp({ distDir: dist.dir, log: () => {}, ...options }));
  running.push(server);
  return server;
}

const api = (shop: TestBackend): AppOptions['api'] => (req, res) => shop.backend.handle(req, res);
const tagsOf = (headers: http.IncomingHttpHeaders) => String(headers['x-magento-tags'] ?? '').split(',');

function firstPaintOf(html: string): FirstPaintData {
  const match = new RegExp(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return JSON.parse(match![1]) as FirstPaintData;
}

beforeAll(() => {
  dist = createFakeDist();
});

afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
  dist.remove();
});

describe("first-paint pages and the server's own cache", () => {
  let shop: TestBackend;
  let cache: ResponseCache;
  let store: RunningServer;
  beforeAll(async () => {
    cache = new ResponseCache({ maxBytes: 16 * 1024 * 1024 });
    shop = await startTestBackend({ responseCache: cache });
    store = await site({ api: api(shop), responseCache: cache });
  }, 120_000);
  afterAll(() => shop.close());

  const listingOf = (html: string) => firstPaintOf(html).entries.find((entry) => entry.operationName === 'getCategoryListing')!.data as any;
  const renameAll = (name: string) => shop.backend.db.prepare('UPDATE products SET name = ?').run(name);

  test('a catalogue page made of cacheable answers is cacheable: no-cache with ETag, tagged with everything it embeds', async () => {
    const page = await rawRequest(store.url, CATEGORY_PAGE, { headers: BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.etag).toMatch(/^"[\w-]+"$/);
    const html = (await rawRequest(store.url, CATEGORY_PAGE)).text;
    const categoryId = shop.backend.db.prepare("SELECT entity_id FROM categories WHERE url_key = 'skincare'").pluck().get();
    const items = listingOf(html).products.items as Array<{ uid: string }>;
    expect(items.length).toBeGreaterThan(0);
    const tags = tagsOf(page.headers);
    expect(tags).toEqual(expect.arrayContaining(['cat_c', `cat_c_${categoryId}`, 'cat_p', 'FPC']));
    for (const item of items) expect(tags).toContain(`cat_p_${Buffer.from(item.uid, 'base64').toString()}`);
  });

  test('is served again from the cache (304 on its ETag) until a write bans one of its tags', async () => {
    const first = await rawRequest(store.url, CATEGORY_PAGE);
    const listed = listingOf(first.text).products.items[0] as { uid: string; name: string };
    renameAll('Renamed behind the cache');
    const again = await rawRequest(store.url, CATEGORY_PAGE);
    expect(again.text).toBe(first.text);
    const revalidated = await rawRequest(store.url, CATEGORY_PAGE, { headers: { 'If-None-Match': first.headers.etag as string } });
    expect(revalidated.status).toBe(304);

    setStock(shop.backend.db, Number(Buffer.from(listed.uid, 'base64').toString()), 3);
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await rawRequest(store.url, CATEGORY_PAGE);
    expect(listingOf(fresh.text).products.items[0].name).toBe('Renamed behind the cache');
  });

  test('a PURGE from loopback bans by pattern; without the header it is refused', async () => {
    const before = (await rawRequest(store.url, '/')).text;
    renameAll('Renamed again');
    expect((await rawRequest(store.url, '/')).text).toBe(before);
    const missing = await rawRequest(store.url, '/', { method: 'PURGE' });
    expect([missing.status, missing.text]).toEqual([400, 'X-Magento-Tags-Pattern or X-Pool header required']);
    const purged = await rawRequest(store.url, '/', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': '((^|,)FPC(,|$))' } });
    expect([purged.status, purged.text]).toEqual([200, 'Purged']);
    expect(cache.size).toBe(0);
    expect((await rawRequest(store.url, '/')).text).not.toBe(before);
  });

  test('a PURGE that came through a proxy, or from another address, is "405 Method not allowed"', async () => {
    await rawRequest(store.url, CATEGORY_PAGE);
    const kept = cache.size;
    const proxied = await rawRequest(store.url, '/', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': '.*', 'X-Forwarded-For': '203.0.113.9' } });
    expect([proxied.status, proxied.text]).toEqual([405, 'Method not allowed']);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    if (outside) {
      const everywhere = await new Promise<http.Server>((resolve) => {
        const server = http.createServer(createApp({ distDir: dist.dir, log: () => {}, api: api(shop), responseCache: cache }));
        server.listen(0, '0.0.0.0', () => resolve(server));
      });
      try {
        const port = (everywhere.address() as { port: number }).port;
        const remote = await rawRequest(`http://${outside}:${port}`, '/', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': '.*' } });
        expect([remote.status, remote.text]).toEqual([405, 'Method not allowed']);
      } finally {
        everywhere.closeAllConnections();
        everywhere.close();
      }
    }
    expect(cache.size).toBe(kept);
  });

  test('the seed flushes HTTP_CACHE_HOSTS and the storefront running on PORT', async () => {
    const varnish = await startFakeVarnish();
    try {
      await rawRequest(store.url, CATEGORY_PAGE);
      expect(cache.size).toBeGreaterThan(0);
      const targets = seedPurgeTargets({ HTTP_CACHE_HOSTS: `${varnish.host.host}:${varnish.host.port}`, PORT: String(store.port) });
      const lines: string[] = [];
      await purgeAfterSeed(targets, (line) => lines.push(line));
      expect(varnish.purges).toEqual([{ method: 'PURGE', url: '/', pattern: '.*' }]);
      expect(cache.size).toBe(0);
      expect(lines).toEqual([`seed: flushed the HTTP cache at 127.0.0.1:${varnish.host.port}`, `seed: flushed the HTTP cache at 127.0.0.1:${store.port}`]);
    } finally {
      await varnish.close();
    }
  });

  test('/health_check.php answers 200 while the database answers and 503 once it does not, never cacheable', async () => {
    const other = await startTestBackend();
    const checked = await site({ api: api(other), healthCheck: () => other.backend.isDatabaseAnswering() });
    try {
      const healthy = await rawRequest(checked.url, '/health_check.php');
      expect([healthy.status, healthy.text, healthy.headers['cache-control']]).toEqual([200, 'OK', 'no-store']);
      other.backend.db.close();
      const down = await rawRequest(checked.url, '/health_check.php');
      expect([down.status, down.headers['cache-control']]).toEqual([503, 'no-store']);
    } finally {
      await other.close();
    }
  });
});

describe('pages that are not cacheable', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  test("a page made of a Magento's uncacheable answers (no X-Magento-Tags) stays no-cache, untagged, and is not kept", async () => {
    // A Magento without a page cache: the same answers, never cacheable.
    const cache = new ResponseCache({ maxBytes: 1024 * 1024 });
    const store = await site({
      responseCache: cache,
      api: async (req, res) => {
        const answer = await fetch(`${shop.url}${req.url}`, { headers: { store: 'default', host: String(req.headers.host) } });
        res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(await answer.text());
      },
    });
    const page = await rawRequest(store.url, CATEGORY_PAGE);
    expect(firstPaintOf(page.text).entries.length).toBeGreaterThan(0);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-magento-tags']).toBeUndefined();
    expect(page.headers.etag).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('with a shared cache in front, a cacheable page is public for it', async () => {
    const store = await site({ api: api(shop), sharedCache: true });
    const page = await rawRequest(store.url, CATEGORY_PAGE);
    expect(page.headers['cache-control']).toBe('max-age=86400, public, s-maxage=86400');
    expect(tagsOf(page.headers)).toContain('cat_c');
  });
});

describe('HTTP_CACHE_HOSTS', () => {
  test('is read as host:port pairs; a malformed value is a ConfigError naming it', () => {
    expect(readConfig({}).cacheHosts).toEqual([]);
    expect(readConfig({ HTTP_CACHE_HOSTS: '127.0.0.1:6081,varnish' }).cacheHosts).toEqual([
      { host: '127.0.0.1', port: 6081 },
      { host: 'varnish', port: 80 },
    ]);
    expect(() => readConfig({ HTTP_CACHE_HOSTS: 'varnish:http' })).toThrow(ConfigError);
    expect(() => readConfig({ HTTP_CACHE_HOSTS: 'varnish:http' })).toThrow('HTTP_CACHE_HOSTS must be comma-separated host:port pairs such as 127.0.0.1:6081, not "varnish:http"');
    expect(readConfig({ RESPONSE_CACHE_MAX_MB: '8' }).responseCacheMaxBytes).toBe(8 * 1024 * 1024);
  });

  test('npm start refuses a malformed value in one line', async () => {
    const server = startServerProcess({ PORT: '0', DIST_DIR: dist.dir, HTTP_CACHE_HOSTS: 'http://varnish' });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('Cannot start the storefront: HTTP_CACHE_HOSTS must be comma-separated host:port pairs');
  });

  test('npm start sends the hosts one full flush once it serves the new build', async () => {
    const varnish: FakeVarnish = await startFakeVarnish();
    const magento = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{}}');
    });
    running.push(magento);
    const server = startServerProcess({ PORT: '0', DIST_DIR: dist.dir, MAGENTO_BACKEND_URL: magento.url, HTTP_CACHE_HOSTS: `127.0.0.1:${varnish.host.port}` });
    try {
      await server.ready(30_000);
      expect(varnish.purges).toEqual([{ method: 'PURGE', url: '/', pattern: '.*' }]);
    } finally {
      await server.stop();
      await varnish.close();
    }
  });
});
