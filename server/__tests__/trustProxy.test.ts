import { startTestBackend, type TestBackend } from '../../backend/test/testBackend';
import { readConfig } from '../config';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { startServerProcess } from '../test/serverProcess';

jest.setTimeout(120_000);

describe('TRUST_PROXY', () => {
  it.each([
    ['1', 1],
    ['true', 1],
    ['2', 2],
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['false', 0],
  ])('TRUST_PROXY=%j trusts %s proxies', (value, expected) => {
    expect(readConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustedProxies).toBe(expected);
  });

  it.each(['yes', '-1', '1.5', '11'])('refuses TRUST_PROXY=%j with what it takes', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be the number of proxies in front/);
  });
});

describe('BASE_URL', () => {
  it('reads an absolute http(s) address, ending it with /', () => {
    expect(readConfig({ BASE_URL: 'https://shop.example.com' }).baseUrl).toBe('https://shop.example.com/');
    expect(readConfig({}).baseUrl).toBeUndefined();
  });
  it.each(['shop.example.com', 'ftp://shop.example.com/', 'https://shop.example.com/?a=1'])('refuses %j', (value) => {
    expect(() => readConfig({ BASE_URL: value })).toThrow(/BASE_URL must be/);
  });
});

// `npm start` hands the settings to the embedded backend: a forwarded protocol counts only with
// TRUST_PROXY, a forwarded host never (the proxy passes on whatever Host the client sent): BASE_URL names the shop.
describe('npm start, X-Forwarded-Host and BASE_URL', () => {
  let seeded: TestBackend;
  let dist: FakeDist;
  beforeAll(async () => {
    // A seeded data dir to start from, so the server does not seed one itself.
    seeded = await startTestBackend();
    seeded.backend.close();
    dist = createFakeDist();
  }, 120_000);
  afterAll(async () => {
    await seeded.close();
    dist.remove();
  });

  const baseUrlFrom = async (env: Record<string, string>) => {
    const server = startServerProcess({ PORT: '0', DIST_DIR: dist.dir, DATA_DIR: seeded.backend.dataDir, ...env });
    try {
      const url = await server.ready(60_000);
      const response = await fetch(`${url}/graphql?query=${encodeURIComponent('{ storeConfig { base_url } }')}`, {
        headers: { 'X-Forwarded-Host': 'shop.example.com', 'X-Forwarded-Proto': 'https' },
      });
      return { url, baseUrl: (await response.json()).data.storeConfig.base_url as string };
    } finally {
      await server.stop('SIGTERM');
    }
  };

  it('ignores the forwarded headers by default', async () => {
    const { url, baseUrl } = await baseUrlFrom({ TRUST_PROXY: '' });
    expect(baseUrl).toBe(`${url}/`);
  });

  it('takes only the protocol with TRUST_PROXY=1', async () => {
    const { url, baseUrl } = await baseUrlFrom({ TRUST_PROXY: '1' });
    expect(baseUrl).toBe(`${url.replace(/^http:/, 'https:')}/`);
  });

  it('uses BASE_URL when set', async () => {
    const { baseUrl } = await baseUrlFrom({ TRUST_PROXY: '1', BASE_URL: 'https://shop.example.com' });
    expect(baseUrl).toBe('https://shop.example.com/');
  });
});
