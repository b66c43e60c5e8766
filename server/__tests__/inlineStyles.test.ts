import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../app';
import { inlineStyleSources } from '../inlineStyles';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';

// The build inlines the shell's stylesheet; the policy allows exactly that <style>, by its hash.

/** sha256 of "body{color:red}", base64 (openssl dgst -sha256 -binary | base64), as a browser hashes the element's text. */
const RED_BODY_HASH = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='";

const styleSources = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'style-src')
    ?.slice(1) ?? [];

test('each <style> element of the page is named by the SHA-256 of its text', () => {
  expect(inlineStyleSources('<head><style>body{color:red}</style></head>')).toEqual([RED_BODY_HASH]);
  expect(inlineStyleSources('<style>\n.a{}\n</style><p>x</p><style>.b{}</style>')).toHaveLength(2);
  expect(inlineStyleSources('<link rel="stylesheet" href="/a.css">')).toEqual([]);
});

describe('the served policy', () => {
  let dist: FakeDist;
  let shop: RunningServer;

  beforeAll(async () => {
    dist = createFakeDist();
    fs.writeFileSync(path.join(dist.dir, 'index.html'), '<!doctype html><html><head><style>body{color:red}</style></head><body><div id="root"></div></body></html>');
    shop = await listen(createApp({ distDir: dist.dir, api: async () => false, log: () => {}, firstPaint: false }));
  });

  afterAll(async () => {
    await shop?.close();
    dist?.remove();
  });

  test('allows the build\u2019s own inline stylesheet and no other inline style', async () => {
    for (const pathname of ['/', '/some/page', '/static/css/main.0a1b2c3d.css']) {
      const policy = String((await rawRequest(shop.url, pathname)).headers['content-security-policy']);
      expect(styleSources(policy)).toEqual(["'self'", RED_BODY_HASH]);
      expect(policy).not.toContain("'unsafe-inline'");
    }
  });
});
