import http, { type IncomingMessage } from 'node:http';
import { requestBaseUrl } from '../context';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const URLS = '{ storeConfig { base_url secure_base_media_url } }';
const FORWARDED = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
const RESET = 'mutation($email: String!) { requestPasswordResetEmail(email: $email) }';

/** POSTs a GraphQL operation with a Host header of our choosing (fetch would not send one). */
function postWithHost(url: string, host: string, query: string, variables?: Record<string, unknown>): Promise<any> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/graphql`, { method: 'POST', headers: { Host: host, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk) => (text += chunk)).on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject).end(body);
  });
}

// The shop's own URLs (links, media) never name a host the client chose.
describe('base URL without a configured base URL (the default)', () => {
  let shop: TestBackend;
  const lines: string[] = [];
  beforeAll(async () => {
    shop = await startTestBackend({ log: (line) => lines.push(line) });
  }, 120_000);
  afterAll(() => shop.close());

  it('ignores X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const { body } = await shop.graphql(URLS, undefined, { headers: FORWARDED });
    const own = shop.url.replace(/^http:\/\//, '');
    expect(body.data.storeConfig).toEqual({ base_url: `http://${own}/`, secure_base_media_url: `http://${own}/media/` });
  });

  it('ignores a Host header naming another site: media URLs and the printed reset link name this server', async () => {
    const body = await postWithHost(shop.url, 'evil.example', URLS);
    expect(body.data.storeConfig.base_url).toBe(`${shop.url}/`);
    const reset = await postWithHost(shop.url, 'evil.example', RESET, { email: 'demo@example.com' });
    expect(reset.data.requestPasswordResetEmail).toBe(true);
    const link = lines.find((line) => line.includes('createPassword?token='));
    expect(link).toContain(`${shop.url}/customer/account/createPassword?token=`);
    expect(link).not.toContain('evil.example');
  });

  it('keeps a Host that names this server by a loopback name (a developer browsing http://localhost)', async () => {
    const port = new URL(shop.url).port;
    const body = await postWithHost(shop.url, `localhost:${port}`, URLS);
    expect(body.data.storeConfig.base_url).toBe(`http://localhost:${port}/`);
    const otherPort = await postWithHost(shop.url, `localhost:${Number(port) + 1}`, URLS);
    expect(otherPort.data.storeConfig.base_url).toBe(`${shop.url}/`);
  });
});

describe('base URL configured (BASE_URL)', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend({ baseUrl: 'https://shop.example.com', trustedProxies: 1 });
  }, 120_000);
  afterAll(() => shop.close());

  it('is the only base of the shop URLs, whatever Host or X-Forwarded-Host say', async () => {
    const body = await postWithHost(shop.url, 'evil.example', URLS);
    expect(body.data.storeConfig).toEqual({ base_url: 'https://shop.example.com/', secure_base_media_url: 'https://shop.example.com/media/' });
  });
});

describe('requestBaseUrl', () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers, socket: { encrypted, localAddress: '127.0.0.1', localPort: 443 } }) as unknown as IncomingMessage;

  it('says https for a TLS socket, whatever the headers claim when not trusted', () => {
    expect(requestBaseUrl(request({ host: 'localhost', 'x-forwarded-proto': 'http' }, true))).toBe('https://localhost/');
    expect(requestBaseUrl(request({ host: 'localhost', 'x-forwarded-host': 'evil.example' }))).toBe('http://localhost/');
  });

  it('takes a trusted proxy’s protocol, never its host', () => {
    expect(requestBaseUrl(request({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }), { trustedProxies: 1 })).toBe(
      'https://127.0.0.1:443/',
    );
  });

  it('ignores a forwarded protocol other than http or https even when trusted', () => {
    expect(requestBaseUrl(request({ host: 'localhost', 'x-forwarded-proto': 'javascript' }), { trustedProxies: 1 })).toBe('http://localhost/');
  });
});
