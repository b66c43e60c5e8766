import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SAMPLE_REDIRECTS } from '../backend/seed/catalog/urlRewrites';
import { desktopContext, launchBrowser, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';
import { expectAttribute, expectCount, expectVisible } from './support/expectations';

const RESOLVE_URL = `query resolveURL($url: String!) {
  route(url: $url) { __typename relative_url redirect_code type ... on ProductInterface { uid } ... on CategoryInterface { uid } }
}`;

let browser: Browser;
let context: BrowserContext;
/** Without the service worker, which answers every navigation with the app shell: these tests read the server's own status. */
let serverContext: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await desktopContext(browser);
  serverContext = await desktopContext(browser, { serviceWorkers: 'block' });
});

afterAll(async () => {
  await context?.close();
  await serverContext?.close();
  await browser?.close();
});

/** Asks the running shop's GraphQL endpoint, as the storefront does (GET, store header). */
async function graphql(query: string, variables?: Record<string, unknown>): Promise<any> {
  const params = new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) });
  const response = await fetch(`${baseUrl()}/graphql?${params}`, { headers: { Store: 'default' } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page;
}

test('a product URL resolves to its product page', async () => {
  const data = await graphql('{ products(filter: { price: { from: "0" } }, pageSize: 1) { items { name url_key url_suffix } } }');
  const product = data.products.items[0];
  const page = await open(`/${product.url_key}${product.url_suffix}`);
  const problems = watchForProblems(page);
  await pageHeading(page).filter({ hasText: product.name }).waitFor({ timeout: 30_000 });
  await page.waitForFunction((name) => document.title.startsWith(`${name} - `), product.name);
  expect(problems.consoleErrors).toEqual([]);
  await page.close();
});

test('a category URL resolves to its category page', async () => {
  const data = await graphql('{ categoryList { children { name url_path url_suffix } } }');
  const category = data.categoryList[0].children[0];
  const page = await open(`/${category.url_path}${category.url_suffix}`);
  await pageHeading(page).filter({ hasText: category.name }).waitFor({ timeout: 30_000 });
  await screenshot(page, 'routing-category');
  await page.close();
});

test('an unknown path shows the not-found page with a way home, answered with 404 (no soft 404 for search engines)', async () => {
  const page = await serverContext.newPage();
  const response = await page.goto('/no-such-page', { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Ooops!' }).waitFor({ timeout: 30_000 });
  await expectVisible(page.getByText('PAGE NOT FOUND'));
  await expectAttribute(page.getByRole('link', { name: 'Back to Homepage' }), 'href', '/');
  await screenshot(page, 'routing-not-found');
  await page.close();
});

test('a 301 rewrite lands on its target URL', async () => {
  const oldUrl = `/${SAMPLE_REDIRECTS.permanent}`;
  const { route } = await graphql(RESOLVE_URL, { url: oldUrl });
  expect(route.redirect_code).toBe(301);
  const target = `/${route.relative_url.replace(/^\//, '')}`;
  const page = await serverContext.newPage();
  // The server answers Magento's redirect itself: the browser never loads the old URL's page.
  const response = await page.goto(oldUrl, { waitUntil: 'domcontentloaded' });
  const redirect = response?.request().redirectedFrom();
  expect(new URL(redirect!.url()).pathname).toBe(oldUrl);
  expect((await redirect!.response())?.status()).toBe(301);
  expect(new URL(response!.url()).pathname).toBe(target);
  expect(response?.status()).toBe(200);
  await page.waitForURL((url) => url.pathname === target, { timeout: 30_000 });
  await pageHeading(page).waitFor({ timeout: 30_000 });
  await expectCount(page.getByText('Ooops!'), 0);
  await page.close();
});

test('/order-history sends a signed-out visitor to /sign-in', async () => {
  const page = await open('/order-history');
  await page.waitForURL((url) => url.pathname === '/sign-in', { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor({ timeout: 30_000 });
  await page.close();
});

test('a route of the app opens its own page, not the not-found page', async () => {
  const page = await open('/brands');
  await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { level: 2, name: 'Featured Brands' }).waitFor({ timeout: 30_000 });
  await expectCount(page.getByText('Ooops!'), 0);
  expect(await page.title()).toMatch(/^Brands - /);
  await page.close();
});
