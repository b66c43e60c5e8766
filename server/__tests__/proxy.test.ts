import http, { type IncomingMessage } from 'node:http';
import { createApp } from '../app';
import { createProxy } from '../proxy';
import { createFakeDist, SHELL_HTML, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let dist: FakeDist;
let upstream: RunningServer;
const seen: Seen[] = [];
/** Lets the streaming test decide when the upstream finishes its answer. */
let finishStream: () => void = () => {};

async function readAll(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

function startSite(upstreamUrl: string): Promise<RunningServer> {
  const app = createApp({
    distDir: dist.dir,
    api: createProxy({ upstream: new URL(upstreamUrl), log: () => {} }),
    security: { backendOrigin: new URL(upstreamUrl).origin },
    log: () => {},
    // The proxy is what is tested here; first-paint data through it: firstPaint.test.ts.
    firstPaint: false,
  });
  return listen(app);
}

let site: RunningServer;

beforeAll(async () => {
  dist = createFakeDist();
  upstream = await listen(async (req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: await readAll(req) });
    if (req.url?.includes('/stream')) {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('first part;');
      finishStream = () => res.end('second part');
      return;
    }
    res.writeHead(201, {
      'Content-Type': 'application/json',
      'X-Magento-Cache-Id': 'abc123',
      'Set-Cookie': 'PHPSESSID=1; Path=/',
      'Content-Security-Policy-Report-Only': "default-src 'none'",
      'X-Frame-Options': 'SAMEORIGIN',
    });
    res.end(JSON.stringify({ data: { echoed: true } }));
  });
  // A path in MAGENTO_BACKEND_URL prefixes every forwarded path.
  site = await startSite(`${upstream.url}/shop/`);
});

afterAll(async () => {
  await site.close();
  await upstream.close();
  dist.remove();
});

beforeEach(() => {
  seen.length = 0;
});

test('forwards method, path, query, headers and body, and returns status, headers and body', async () => {
  const body = JSON.stringify({ query: 'mutation { createEmptyCart }' });
  const response = await fetch(`${site.url}/graphql?operationName=Create&x=1`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-1',
      Store: 'default',
      'Content-Currency': 'IDR',
      'X-Magento-Cache-Id': 'cache-1',
    },
    body,
  });

  expect(seen).toHaveLength(1);
  const [request] = seen;
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/shop/graphql?operationName=Create&x=1');
  expect(request.headers.host).toBe(new URL(upstream.url).host);
  expect(request.headers.authorization).toBe('Bearer token-1');
  expect(request.headers.store).toBe('default');
  expect(request.headers['content-currency']).toBe('IDR');
  expect(request.headers['x-magento-cache-id']).toBe('cache-1');
  expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
  expect(request.body).toBe(body);

  expect(response.status).toBe(201);
  expect(response.headers.get('x-magento-cache-id')).toBe('abc123');
  expect(response.headers.get('set-cookie')).toBe('PHPSESSID=1; Path=/');
  expect(await response.json()).toEqual({ data: { echoed: true } });
});

test('our security headers replace the upstream ones; the CSP allows its images', async () => {
  const response = await fetch(`${site.url}/rest/V1/guest-carts`, { method: 'POST' });
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('content-security-policy-report-only')).toBeNull();
  expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${new URL(upstream.url).origin}`));
});

test('GET of /media and /rest is forwarded too; other paths stay local', async () => {
  await fetch(`${site.url}/media/catalog/product/a.jpg?width=320&auto=webp`);
  await fetch(`${site.url}/rest/V1/directory/countries`);
  const shell = await fetch(`${site.url}/skin-care.html`);
  expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
    'GET /shop/media/catalog/product/a.jpg?width=320&auto=webp',
    'GET /shop/rest/V1/directory/countries',
  ]);
  expect(await shell.text()).toBe(SHELL_HTML);
});

test('streams the answer: the first bytes arrive before the upstream has finished', async () => {
  const response = await fetch(`${site.url}/media/stream`);
  const reader = response.body!.getReader();
  const first = await reader.read();
  expect(Buffer.from(first.value!).toString()).toBe('first part;');
  finishStream();
  let rest = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += Buffer.from(chunk.value).toString();
  expect(rest).toBe('second part');
});

test('an unreachable upstream gives 502 in the shape of the path', async () => {
  const gone = await listen(() => {});
  const goneUrl = gone.url;
  await gone.close();
  const broken = await startSite(goneUrl);
  try {
    const graphql = await fetch(`${broken.url}/graphql?query=%7B__typename%7D`);
    expect(graphql.status).toBe(502);
    expect((await graphql.json()).errors[0].message).toMatch(/Bad Gateway/);
    const rest = await fetch(`${broken.url}/rest/V1/carts/mine`);
    expect(rest.status).toBe(502);
    expect((await rest.json()).message).toMatch(/Bad Gateway/);
    const media = await fetch(`${broken.url}/media/a.jpg`);
    expect(media.status).toBe(502);
    expect(media.headers.get('content-security-policy')).toContain("default-src 'self'");
  } finally {
    await broken.close();
  }
});

describe('the paths it forwards', () => {
  /** The proxy alone, as dev.ts mounts it behind isApiPath: it must hold without the app's own check. */
  let bare: RunningServer;
  beforeAll(async () => {
    bare = await listen(createProxy({ upstream: new URL(`${upstream.url}/shop/`), log: () => {} }));
  });
  afterAll(() => bare.close());

  // Sent as raw request lines: fetch and URL would resolve the dot segments before sending.
  const REFUSED = [
    '/media/../admin/index.php',
    '/media/../index.html',
    '/graphql/../admin',
    '/media/./catalog/product/a.jpg',
    '/media/%2e%2e/admin',
    '/media/%2E%2e/admin',
    '/media/.%2e/admin',
    '/media/%2e./admin',
    '/media/catalog/%2e/a.jpg',
    '/rest/..%2fadmin',
    '/rest/V1/..%2Fadmin',
    '/graphql%2f..%2fadmin',
    '/media/..\\admin',
    '/media/..%5cadmin',
    '/media/%5C..%5Cadmin',
    '/media/%252e%252e/admin',
    '/media/%25252e%25252e/admin',
    '/rest/%252fadmin',
    '/media/..;/admin',
    '/media/%c0%ae%c0%ae/admin',
    '/media/a%00.jpg',
    '/rest/V1/%zz',
    '/x/..%2fgraphql',
  ];

  test.each(REFUSED)('%s is a 400 from the site, and the upstream sees nothing', async (rawPath) => {
    const response = await rawRequest(site.url, rawPath);
    expect(response.status).toBe(400);
    expect(response.text).not.toBe(SHELL_HTML);
    expect(seen).toEqual([]);
  });

  const REFUSED_API_PATHS = REFUSED.filter((rawPath) => /^\/(media|rest|graphql)/.test(rawPath));
  test.each(REFUSED_API_PATHS)('%s is a 400 from the proxy alone too', async (rawPath) => {
    const response = await rawRequest(bare.url, rawPath, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(seen).toEqual([]);
  });

  test('a refused GraphQL or REST path answers in the shape its caller reads', async () => {
    const graphql = await rawRequest(bare.url, '/graphql/../admin');
    expect(JSON.parse(graphql.text).errors[0].message).toMatch(/Bad Request/);
    const rest = await rawRequest(bare.url, '/rest/..%2fadmin');
    expect(JSON.parse(rest.text).message).toMatch(/Bad Request/);
  });

  test.each(['/index.php', '/admin', '/graphql/admin', '/rest', '/rest/', '/media', '/media/', '/customer/account/login'])(
    '%s is a 404 from the proxy without asking the upstream',
    async (rawPath) => {
      const response = await rawRequest(bare.url, rawPath);
      expect(response.status).toBe(404);
      expect(seen).toEqual([]);
    },
  );

  test('GraphQL, REST and media paths are forwarded exactly, normalised, with the query string as sent', async () => {
    const query = '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D&operationName=Store&variables=%7B%7D';
    await rawRequest(site.url, '/media/catalog/product/a.jpg?width=320');
    await rawRequest(site.url, '/rest/V1/guest-carts/abc/payment-information', { method: 'POST' });
    await rawRequest(site.url, query);
    await rawRequest(bare.url, '/media//catalog//product/a.jpg?x=..%2f..');
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /shop/media/catalog/product/a.jpg?width=320',
      'POST /shop/rest/V1/guest-carts/abc/payment-information',
      `GET /shop${query}`,
      'GET /shop/media/catalog/product/a.jpg?x=..%2f..',
    ]);
  });

  test("Magento's download paths are forwarded, with the buyer's Authorization; other /downloadable paths are not", async () => {
    await rawRequest(site.url, '/downloadable/download/link/id/abcdefghijklmnopqrstuvwxyz/', { headers: { Authorization: 'Bearer t0k3n' } });
    await rawRequest(site.url, '/downloadable/download/sample/sample_id/3/');
    expect((await rawRequest(bare.url, '/downloadable/customer/products/')).status).toBe(404);
    expect(seen.map((request) => `${request.method} ${request.url} ${request.headers.authorization ?? '-'}`)).toEqual([
      'GET /shop/downloadable/download/link/id/abcdefghijklmnopqrstuvwxyz/ Bearer t0k3n',
      'GET /shop/downloadable/download/sample/sample_id/3/ -',
    ]);
  });
});
