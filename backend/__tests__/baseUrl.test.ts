import type { IncomingMessage } from 'node:http';
import { requestBaseUrl } from '../context';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const URLS = '{ storeConfig { base_url secure_base_media_url } }';
const FORWARDED = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

// The shop's own URLs (links, media) come from X-Forwarded-* only when the operator trusts the proxy.
describe('base URL without a trusted proxy (the default)', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('ignores X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const { body } = await shop.graphql(URLS, undefined, { headers: FORWARDED });
    const own = shop.url.replace(/^http:\/\//, '');
    expect(body.data.storeConfig).toEqual({ base_url: `http://${own}/`, secure_base_media_url: `http://${own}/media/` });
  });
});

describe('base URL with trustProxy', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend({ trustProxy: true });
  }, 120_000);
  afterAll(() => shop.close());

  it('uses the forwarded host and protocol', async () => {
    const headers = { 'X-Forwarded-Host': 'shop.example.com', 'X-Forwarded-Proto': 'https, http' };
    const { body } = await shop.graphql(URLS, undefined, { headers });
    expect(body.data.storeConfig).toEqual({
      base_url: 'https://shop.example.com/',
      secure_base_media_url: 'https://shop.example.com/media/',
    });
  });

  it('falls back to the Host header and http without them', async () => {
    const { body } = await shop.graphql(URLS);
    expect(body.data.storeConfig.base_url).toBe(`${shop.url}/`);
  });
});

describe('requestBaseUrl', () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

  it('says https for a TLS socket, whatever the headers claim when not trusted', () => {
    expect(requestBaseUrl(request({ host: 'shop.test', 'x-forwarded-proto': 'http' }, true))).toBe('https://shop.test/');
    expect(requestBaseUrl(request({ host: 'shop.test', 'x-forwarded-host': 'evil.example' }))).toBe('http://shop.test/');
  });

  it('ignores a forwarded protocol other than http or https even when trusted', () => {
    expect(requestBaseUrl(request({ host: 'shop.test', 'x-forwarded-proto': 'javascript' }), true)).toBe('http://shop.test/');
  });
});
