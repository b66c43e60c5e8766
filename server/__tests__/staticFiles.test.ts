import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createApp } from '../app';
import { createFakeDist, MAIN_JS, SHELL_HTML, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';

const SCRIPT = '/static/js/main.3f2a9c1b.js';

let dist: FakeDist;
let site: RunningServer;
const apiCalls: string[] = [];

beforeAll(async () => {
  dist = createFakeDist();
  const app = createApp({
    distDir: dist.dir,
    // Stands in for the backend: it answers /graphql only, like createBackend's handle().
    api: async (req, res) => {
      apiCalls.push(req.url ?? '');
      if (!req.url?.startsWith('/graphql')) return false;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{}}');
      return true;
    },
    log: () => {},
    // The shell as built; the page made per request: firstPaint.test.ts.
    firstPaint: false,
  });
  site = await listen(app);
});

afterAll(async () => {
  await site.close();
  dist.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(site.url, path, { headers });

describe('cache headers per kind of file', () => {
  test.each([
    [SCRIPT, 'public, max-age=31536000, immutable'],
    ['/static/css/main.0a1b2c3d.css', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.json', 'no-cache'],
    ['/icons/icon-192.png', 'no-cache'],
  ])('%s is served with Cache-Control %s', async (path, cacheControl) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
  });

  test('content types come from the file name', async () => {
    expect((await get(SCRIPT)).headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect((await get('/static/css/main.0a1b2c3d.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/manifest.json')).headers['content-type']).toMatch(/^application\/json/);
    expect((await get('/')).headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('precompressed files', () => {
  test('brotli when the client accepts it', async () => {
    const response = await get(SCRIPT, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(MAIN_JS);
  });

  test('gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get(SCRIPT, { 'Accept-Encoding': acceptEncoding });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.body).toString()).toBe(MAIN_JS);
    }
  });

  test('identity when no encoding is accepted, still varying on Accept-Encoding', async () => {
    const response = await get(SCRIPT);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.text).toBe(MAIN_JS);
  });

  test('each encoding has its own ETag', async () => {
    const br = await get(SCRIPT, { 'Accept-Encoding': 'br' });
    const gzip = await get(SCRIPT, { 'Accept-Encoding': 'gzip' });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
  });
});

describe('conditional requests and methods', () => {
  test('If-None-Match with the current ETag answers 304 without a body', async () => {
    const first = await get(SCRIPT);
    const second = await get(SCRIPT, { 'If-None-Match': first.headers.etag! });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a stale ETag gets the full file', async () => {
    const response = await get(SCRIPT, { 'If-None-Match': '"stale"' });
    expect(response.status).toBe(200);
    expect(response.text).toBe(MAIN_JS);
  });

  test('If-Modified-Since at the file time answers 304', async () => {
    const first = await get('/sw.js');
    expect((await get('/sw.js', { 'If-Modified-Since': first.headers['last-modified']! })).status).toBe(304);
  });

  test('HEAD gives the headers and no body', async () => {
    const response = await rawRequest(site.url, SCRIPT, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(MAIN_JS));
    expect(response.body.length).toBe(0);
  });

  test('other methods are refused on the build', async () => {
    const response = await rawRequest(site.url, '/index.html', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('client-side routes and missing files', () => {
  test.each(['/', '/no-such-page.html', '/skin-care.html', '/account/orders', '/search?query=serum'])('%s answers the shell', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.text).toBe(SHELL_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test.each(['/static/js/main.00000000.js', '/favicon.png', '/static/js/main.3f2a9c1b.js.map'])('%s is a missing asset: 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<div id="root">');
  });

  test('a directory is not listed (it is a client-side route like any other extension-less path)', async () => {
    for (const path of ['/static/js/', '/icons']) {
      const response = await get(path);
      expect(response.text).not.toMatch(/main\.3f2a9c1b\.js\.gz|icon-192/);
    }
  });

  test('API paths the backend does not serve are 404, never the shell', async () => {
    for (const path of ['/rest/V1/nothing', '/media/none.jpg']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('<div id="root">');
    }
    expect(apiCalls).toEqual(expect.arrayContaining(['/rest/V1/nothing', '/media/none.jpg']));
  });

  test('API paths go to the API handler', async () => {
    const response = await get('/graphql?query=%7B__typename%7D');
    expect(response.text).toBe('{"data":{}}');
  });
});

describe('path traversal', () => {
  test.each(['/../../../../etc/passwd', '/static/../../../../etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/static/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/%00index.html', '/..%5c..%5cetc%5cpasswd'])(
    '%s is refused',
    async (path) => {
      const response = await get(path);
      expect([400, 404]).toContain(response.status);
      expect(response.text).not.toMatch(/root:/);
    },
  );
});

describe('security headers', () => {
  test.each(['/', SCRIPT, '/graphql', '/favicon.png', '/no-such-page.html'])('%s carries them', async (path) => {
    const { headers } = await get(path);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
  });
});

describe('access log', () => {
  test('LOG_REQUESTS writes one line per request; otherwise nothing is logged', async () => {
    const lines: string[] = [];
    const make = (logRequests: boolean) => listen(createApp({ distDir: dist.dir, api: async () => false, log: (line) => lines.push(line), logRequests }));
    const quiet = await make(false);
    const loud = await make(true);
    try {
      await rawRequest(quiet.url, '/sw.js');
      expect(lines).toEqual([]);
      await rawRequest(loud.url, '/sw.js?v=1');
      await rawRequest(loud.url, '/favicon.png');
      expect(lines).toEqual([expect.stringMatching(/^GET \/sw\.js\?v=1 200 [\d.]+ms$/), expect.stringMatching(/^GET \/favicon\.png 404 [\d.]+ms$/)]);
    } finally {
      await quiet.close();
      await loud.close();
    }
  });
});

describe('hashed build files are served from memory', () => {
  test('once read, a hashed file needs no file system work: its twin answers even after the disk copy is gone', async () => {
    const name = '/static/js/extra.1234abcd.chunk.js';
    const body = 'console.log("chunk");';
    const file = path.join(dist.dir, name);
    fs.writeFileSync(file, body);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
    const first = await get(name, { 'Accept-Encoding': 'gzip' });
    expect([first.status, first.headers['content-encoding']]).toEqual([200, 'gzip']);
    fs.rmSync(file);
    fs.rmSync(`${file}.gz`);
    const again = await get(name, { 'Accept-Encoding': 'gzip' });
    expect([again.status, again.headers['content-encoding'], again.headers.etag]).toEqual([200, 'gzip', first.headers.etag]);
    expect(zlib.gunzipSync(again.body).toString()).toBe(body);
    const plain = await get(name);
    expect([plain.status, plain.text]).toEqual([200, body]);
    expect((await get(name, { 'If-None-Match': first.headers.etag as string, 'Accept-Encoding': 'gzip' })).status).toBe(304);
  });

  test('a file that is not hashed is read again (it may change under its name)', async () => {
    const response = await get('/manifest.json');
    expect(response.status).toBe(200);
    expect((await get('/static/js/missing.abcdef12.js')).status).toBe(404);
  });
});
