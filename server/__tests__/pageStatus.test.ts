import type { IncomingMessage, ServerResponse } from 'node:http';
import { startTestBackend, type TestBackend } from '../../backend/test/testBackend';
import { SAMPLE_REDIRECTS } from '../../backend/seed/catalog/urlRewrites';
import { ResponseCache } from '../../backend/cache/responseCache';
import { createApp } from '../app';
import { createProxy } from '../proxy';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';

// A URL the backend does not know answers the app's not-found page with 404, and Magento's
// redirects answer 301/302 from the server: no soft 404 for a search engine to index.

let backend: TestBackend;
let dist: FakeDist;
const sites: RunningServer[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  dist = createFakeDist();
}, 120_000);

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  await backend?.close();
  dist?.remove();
});

async function site(api: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>, withCache = false): Promise<RunningServer> {
  const running = await listen(createApp({ distDir: dist.dir, api, log: () => {}, responseCache: withCache ? new ResponseCache({ maxBytes: 1 << 20 }) : null }));
  sites.push(running);
  return running;
}

const embedded = () => site(async (req, res) => backend.backend.handle(req, res), true);

test('an unknown catalogue URL answers the app with 404, every time (a 404 is never kept)', async () => {
  const shop = await embedded();
  for (const pathname of ['/no-such-page.html', '/no-such-page', '/no-such-page.html']) {
    const { status, text, headers } = await rawRequest(shop.url, pathname);
    expect({ pathname, status }).toEqual({ pathname, status: 404 });
    // The app's shell: it shows "Ooops!" with the route's answer already in the page.
    expect(text).toContain('<div id="root">');
    expect(text).toContain('"resolveURL"');
    expect(headers['cache-control']).toBe('no-cache');
  }
});

test("Magento's redirects answer 301 and 302 with the target on this site", async () => {
  const shop = await embedded();
  const permanent = await rawRequest(shop.url, `/${SAMPLE_REDIRECTS.permanent}`);
  expect(permanent.status).toBe(301);
  expect(permanent.headers.location).toBe('/skincare.html');
  const temporary = await rawRequest(shop.url, `/${SAMPLE_REDIRECTS.temporary}`);
  expect(temporary.status).toBe(302);
  expect(temporary.headers.location).toBe('/makeup/lips.html');
});

test('pages answer 200: routes of the app, catalogue pages, CMS pages', async () => {
  const shop = await embedded();
  for (const pathname of ['/', '/cart', '/brands', '/skincare.html', '/about-us']) {
    expect({ pathname, status: (await rawRequest(shop.url, pathname)).status }).toEqual({ pathname, status: 200 });
  }
});

/** A backend that answers every GraphQL request with `route`, and the store's configuration. */
function answering(route: unknown) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/graphql')) return false;
    const query = new URL(req.url, 'http://x').searchParams.get('query') ?? '';
    const data = query.includes('route(') ? { route } : { storeConfig: { store_code: 'default', locale: 'en_US', is_maintenance: 0 } };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data }));
    return true;
  };
}

test('a redirect never sends the browser to another site', async () => {
  const redirectTo = async (relative_url: string) => {
    const shop = await site(answering({ __typename: 'RoutableUrl', relative_url, redirect_code: 301, type: null }));
    const { status, headers } = await rawRequest(shop.url, '/old.html');
    return { status, location: headers.location };
  };
  // A protocol-relative target would leave: the server sends the page, and the app decides.
  expect(await redirectTo('//evil.example/x.html')).toEqual({ status: 200, location: undefined });
  // Magento's relative URLs get their leading slash, as the app gives them: a path on this site.
  expect(await redirectTo('https://evil.example/x.html')).toEqual({ status: 301, location: '/https://evil.example/x.html' });
  expect(await redirectTo('new\r\nSet-Cookie: a=b')).toEqual({ status: 301, location: '/newSet-Cookie:%20a=b' }); // no header of its own: a URL has no line breaks
});

test('when the backend cannot answer, the page is not called missing', async () => {
  const shop = await site(async (req, res) => {
    if (!req.url?.startsWith('/graphql')) return false;
    res.writeHead(503).end();
    return true;
  });
  expect((await rawRequest(shop.url, '/no-such-page.html')).status).toBe(200);
});

test('against a Magento at MAGENTO_BACKEND_URL (through the proxy) the statuses are the same', async () => {
  // The embedded backend stands in for the remote Magento: the storefront only proxies to it.
  const magento = await listen((req, res) => void backend.backend.handle(req, res));
  sites.push(magento);
  const proxy = createProxy({ upstream: new URL(magento.url), log: () => {} });
  const shop = await site(async (req, res) => {
    if (!req.url?.startsWith('/graphql')) return false;
    await proxy(req, res);
    return true;
  });
  expect((await rawRequest(shop.url, '/no-such-page.html')).status).toBe(404);
  const moved = await rawRequest(shop.url, `/${SAMPLE_REDIRECTS.permanent}`);
  expect({ status: moved.status, location: moved.headers.location }).toEqual({ status: 301, location: '/skincare.html' });
  expect((await rawRequest(shop.url, '/skincare.html')).status).toBe(200);
});
