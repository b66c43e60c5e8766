import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, mobileContext, realProblems, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';
import { expectVisible } from './support/expectations';

/** The logo's alt text: the store name from the spec. */
const LOGO_ALT = 'Jingga Health & Beauty';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function graphqlGet(query: string): Promise<{ data?: any; errors?: Array<{ message: string }> }> {
  const response = await fetch(`${baseUrl()}/graphql?${new URLSearchParams({ query })}`, { headers: { Store: 'default' } });
  return response.json();
}

/** The header's logo, found by role and accessible name as a shopper's assistive technology would. */
function headerLogo(page: Page) {
  return page.getByRole('banner').getByRole('img', { name: LOGO_ALT }).first();
}

describe.each([
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const)('the home page on %s', (kind, makeContext) => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await makeContext(browser);
  });

  afterAll(async () => {
    await context?.close();
  });

  test('loads with the header logo, the CSP, no console errors and no failed requests', async () => {
    const page = await context.newPage();
    const problems = watchForProblems(page);
    const response = await page.goto('/', { waitUntil: 'networkidle' });

    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await headerLogo(page).waitFor({ state: 'visible', timeout: 30_000 });
    await screenshot(page, `smoke-home-${kind}`);
    // Requests the page cancelled itself are no failures (a busy machine sees pictures it switched away from).
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.close();
  });

  test('an unknown .html URL answers 404 with the app, which shows the not-found page', async () => {
    // The server's own answer (a service worker registered by an earlier test would answer the page's navigation with the shell).
    expect((await context.request.get('/no-such-page.html')).status()).toBe(404);
    const page = await context.newPage();
    await page.goto('/no-such-page.html', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Ooops!' }).waitFor({ state: 'visible', timeout: 30_000 });
    await expectVisible(page.getByText('PAGE NOT FOUND', { exact: true }));
    await page.close();
  });
});

test('GraphQL over GET on the same origin answers the default store view', async () => {
  const { data, errors } = await graphqlGet('{ storeConfig { store_code } }');
  expect(errors).toBeUndefined();
  expect(data.storeConfig.store_code).toBe('default');
});

test('/media resizes a catalogue image to WebP for a browser that accepts it', async () => {
  const { data, errors } = await graphqlGet('{ products(filter: { price: { from: "0" } }, pageSize: 1) { items { small_image { url } } } }');
  expect(errors).toBeUndefined();
  const imageUrl: string | undefined = data?.products?.items?.[0]?.small_image?.url;
  expect(imageUrl).toMatch(/\/media\/catalog\/product\//);

  // The query the storefront sends for catalogue images (spec §7).
  const resized = `${baseUrl()}${new URL(imageUrl!).pathname}?auto=webp&format=pjpg&width=320&height=400&fit=cover`;
  const response = await fetch(resized, { headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('vary')).toContain('Accept');
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 400 });
});

test('a guest gets an empty cart on the first visit, stored in the browser and known to the backend', async () => {
  const context = await desktopContext(browser);
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  const record = await page.evaluate(() => localStorage.getItem('M2_VENIA_BROWSER_PERSISTENCE__cartId'));
  const cartId: string = JSON.parse(JSON.parse(record ?? 'null')?.value ?? 'null');
  expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
  const { data, errors } = await graphqlGet(`{ cart(cart_id: "${cartId}") { id total_quantity } }`);
  expect(errors).toBeUndefined();
  expect(data.cart).toEqual({ id: cartId, total_quantity: 0 });
  await context.close();
});
