import type { IncomingMessage, ServerResponse } from 'node:http';
import { ResponseCache } from '../../backend/cache/responseCache';
import { startTestBackend, type TestBackend } from '../../backend/test/testBackend';
import { FIRST_PAINT_ELEMENT_ID } from '../../src/app/pages/forServer';
import { createApp } from '../app';
import { createFirstPaintHtml } from '../firstPaint/firstPaintHtml';
import { createStaticHandler } from '../staticFiles';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';

// Issue 32: uncached page renders had no limit, and every query string made a render and a cache
// entry of its own. A page is rendered and kept by the query parameters it reads; renders take
// turns in a bounded pool, and past its queue the page is sent plain at once.

let shop: TestBackend;
let dist: FakeDist;
const running: RunningServer[] = [];

beforeAll(async () => {
  shop = await startTestBackend();
  dist = createFakeDist();
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
  await shop?.close();
  dist?.remove();
});

const isDecorated = (html: string) => html.includes(`id="${FIRST_PAINT_ELEMENT_ID}"`);

/** The shop with its own page cache, counting the GraphQL requests its renders make. */
async function cachingSite() {
  const cache = new ResponseCache({ maxBytes: 16 * 1024 * 1024 });
  const graphql = { requests: 0 };
  const api = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/graphql')) graphql.requests += 1;
    return shop.backend.handle(req, res);
  };
  const site = await listen(createApp({ distDir: dist.dir, api, log: () => {}, responseCache: cache }));
  running.push(site);
  return { site, cache, graphql };
}

describe('pages are kept by the query parameters they read', () => {
  test('a parameter no page reads makes no render and no entry: the kept page answers', async () => {
    const { site, cache, graphql } = await cachingSite();
    const home = await rawRequest(site.url, '/');
    expect(isDecorated(home.text)).toBe(true);
    const kept = cache.size;
    const asked = graphql.requests;
    for (const query of ['?r=1', '?r=2', '?utm_source=mail&gclid=x', '?fbclid=y']) {
      const again = await rawRequest(site.url, `/${query}`);
      expect([query, again.status, again.headers.etag]).toEqual([query, 200, home.headers.etag]);
    }
    expect(graphql.requests).toBe(asked);
    expect(cache.size).toBe(kept);
  });

  test('a category page reads its listing parameters (in any order); a product page none of them', async () => {
    const { site, cache, graphql } = await cachingSite();
    const first = await rawRequest(site.url, '/skincare.html?page=2&sort=name');
    const kept = cache.size;
    const reordered = await rawRequest(site.url, '/skincare.html?sort=name&utm_campaign=x&page=2');
    expect(reordered.headers.etag).toBe(first.headers.etag);
    expect(cache.size).toBe(kept);
    const other = await rawRequest(site.url, '/skincare.html?page=3&sort=name');
    expect(other.headers.etag).not.toBe(first.headers.etag);

    const urlKey = shop.backend.db.prepare("SELECT request_path FROM url_rewrites WHERE entity_type = 'product' AND redirect_type = 0 ORDER BY entity_id LIMIT 1").pluck().get() as string;
    const product = await rawRequest(site.url, `/${urlKey}`);
    const products = cache.size;
    const asked = graphql.requests;
    const withParams = await rawRequest(site.url, `/${urlKey}?page=2&color[filter]=Red,1`);
    expect(withParams.headers.etag).toBe(product.headers.etag);
    // Only its route was asked (to learn it is a product): no render, no new entry.
    expect(graphql.requests - asked).toBe(1);
    expect(cache.size).toBe(products);
  });
});

describe('renders take turns', () => {
  test('past the pool and its queue a page is sent plain at once; the others are rendered', async () => {
    const GRAPHQL_DELAY_MS = 300;
    const pages = createFirstPaintHtml(dist.dir, { renderSlots: 1, renderQueue: 1, deadlineMs: 5_000 });
    const serveStatic = createStaticHandler({ distDir: dist.dir, decorateIndex: pages.decorate, pageKeyUrl: pages.keyUrl });
    // A slow API: each render takes a few of its delays.
    const site = await listen(async (req, res) => {
      if (!req.url?.startsWith('/graphql')) return serveStatic(req, res);
      await new Promise((resolve) => setTimeout(resolve, GRAPHQL_DELAY_MS));
      await shop.backend.handle(req, res);
    });
    running.push(site);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const page = await rawRequest(site.url, '/');
        return { decorated: isDecorated(page.text), ms: performance.now() - started, status: page.status };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const plain = answers.filter((answer) => !answer.decorated);
    expect(answers.filter((answer) => answer.decorated)).toHaveLength(2);
    expect(plain).toHaveLength(3);
    for (const answer of plain) expect(answer.ms).toBeLessThan(GRAPHQL_DELAY_MS);
  });
});
