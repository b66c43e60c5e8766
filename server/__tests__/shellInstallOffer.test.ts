import { createHash } from 'node:crypto';
import { startTestBackend, type TestBackend } from '../../backend/test/testBackend';
import { createApp } from '../app';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';

// On a phone the static shell paints the install offer with the page, where the app will draw it.

let backend: TestBackend;
let dist: FakeDist;
let shop: RunningServer;

beforeAll(async () => {
  backend = await startTestBackend();
  dist = createFakeDist();
  shop = await listen(createApp({ distDir: dist.dir, api: (req, res) => backend.backend.handle(req, res), log: () => {} }));
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await backend?.close();
  dist?.remove();
});

async function page(pathname: string) {
  const { status, text: html, headers } = await rawRequest(shop.url, pathname);
  expect(status).toBe(200);
  const offer = /<section id="shell-install-offer"[^>]*>(.*?)<\/section>/.exec(html);
  const script = /<script>([^<]*)<\/script>/.exec(html);
  return { html, offer: offer?.[0] ?? null, script: script?.[1] ?? null, policy: String(headers['content-security-policy']) };
}

const scriptSources = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

test('a page with the tab bar gets the offer in the store\u2019s words, outside the app\u2019s root, over the tab bar', async () => {
  const { html, offer } = await page('/cart');
  expect(offer).toContain('<h2 class="install-offer-title">Get the Jingga app</h2>');
  expect(offer).toContain('<p class="install-offer-text">Shop faster and track your orders from your home screen.</p>');
  // Hidden from assistive technology and with nothing to press: only the app's copy answers.
  expect(offer).toContain('aria-hidden="true"');
  expect(offer).not.toMatch(/<button|<a /);
  // Before the root: the app's first render replaces what is inside it, not the offer.
  expect(html.indexOf(offer!)).toBeLessThan(html.indexOf('<div id="root">'));
  expect(html).toMatch(/<html[^>]* data-tab-bar>/);
});

test('a page without the tab bar docks the offer at the bottom edge', async () => {
  const { html, offer } = await page('/sign-in');
  expect(offer).not.toBeNull();
  expect(html).not.toMatch(/<html[^>]* data-tab-bar/);
});

test('the checkout, and pages whose own bar holds the bottom edge, get no offer from the shell', async () => {
  for (const pathname of ['/checkout', '/nalu-skin-bloom-repair-serum-30-ml.html', '/skincare.html', '/search.html?query=serum', '/brands/nalu']) {
    const { offer, script } = await page(pathname);
    expect({ pathname, offer, script }).toEqual({ pathname, offer: null, script: null });
  }
});

test('the one inline script hides the offer for a shopper who closed it, and the policy allows it by its hash alone', async () => {
  const { script, policy, html } = await page('/cart');
  expect(script).toContain('"M2_VENIA_BROWSER_PERSISTENCE__installAppPopupHide"');
  expect(html.indexOf(`<script>${script}</script>`)).toBeLessThan(html.indexOf('</head>'));
  const hash = `'sha256-${createHash('sha256').update(script!, 'utf8').digest('base64')}'`;
  expect(scriptSources(policy)).toEqual(["'self'", hash]);
  expect(policy).not.toContain("'unsafe-inline'");
});
