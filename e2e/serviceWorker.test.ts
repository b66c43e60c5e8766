import type { Browser, BrowserContext, Page } from 'playwright-core';
import { GRAPHQL_CACHE, LEGACY_GRAPHQL_CACHES, MEDIA_CACHE } from '../src/lib/serviceWorker/cacheNames';
import { DEMO, signIn } from './support/account';
import { desktopContext, launchBrowser } from './support/browser';
import { eventually } from './support/eventually';

/** How BrowserPersistence names and writes records (src/lib/persistence). */
const PERSISTENCE_PREFIX = 'M2_VENIA_BROWSER_PERSISTENCE__';
const TIMEOUT = { timeout: 30_000 };

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A GraphQL GET from the page, so it goes through the service worker; answers the HTTP status. */
function fetchGraphql(query: string, headers: Record<string, string>): Promise<number> {
  return page.evaluate(
    async ({ query, headers }) => (await fetch(`/graphql?${new URLSearchParams({ query })}`, { headers })).status,
    { query, headers },
  );
}

/** Whether a cache exists. Only `caches.has`: `caches.open` would create it again if the page deleted it meanwhile. */
function cacheExists(cacheName: string): Promise<boolean> {
  return page.evaluate((name) => caches.has(name), cacheName);
}

/** The URLs a cache holds keys for, or null when there is no such cache. */
function cachedUrls(cacheName: string): Promise<string[] | null> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return null;
    return (await (await caches.open(name)).keys()).map((request) => request.url);
  }, cacheName);
}

/** The GraphQL cache's keys for the operation named `operationName`. */
async function graphqlKeysFor(operationName: string): Promise<URL[]> {
  const urls = (await cachedUrls(GRAPHQL_CACHE)) ?? [];
  return urls.map((url) => new URL(url)).filter((url) => url.searchParams.get('query')?.includes(`query ${operationName} `));
}

/** Loads `/` and reloads once the worker is active, so the page is controlled by it. */
async function openControlledPage(): Promise<void> {
  await page.goto('/', { waitUntil: 'load' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, TIMEOUT);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await desktopContext(browser);
  page = await context.newPage();
  await openControlledPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the service worker GraphQL cache', () => {
  test('keeps one answer per public query, store and currency, keyed with the store', async () => {
    const query = 'query SwStoreConfig { storeConfig { store_code } }';
    expect(await fetchGraphql(query, { Store: 'default' })).toBe(200);
    expect(await fetchGraphql(query, { Store: 'default' })).toBe(200);

    const keys = await eventually(() => graphqlKeysFor('SwStoreConfig'), (found) => found.length > 0);
    expect(keys).toHaveLength(1);
    expect(keys[0].pathname).toBe('/graphql');
    expect(keys[0].searchParams.get('sw-store')).toBe('default');

    // The same URL in another currency is another answer.
    expect(await fetchGraphql(query, { Store: 'default', 'Content-Currency': 'IDR' })).toBe(200);
    const both = await eventually(() => graphqlKeysFor('SwStoreConfig'), (found) => found.length > 1);
    expect(both.map((key) => key.searchParams.get('sw-currency')).sort()).toEqual(['', 'IDR']);
  });

  test('never keeps an answer sent with a customer token, nor a cart', async () => {
    const cartRecord = await page.waitForFunction((key) => localStorage.getItem(key), `${PERSISTENCE_PREFIX}cartId`, TIMEOUT);
    const cartId = JSON.parse(JSON.parse(String(await cartRecord.jsonValue())).value) as string;

    await fetchGraphql('query SwWithToken { storeConfig { store_code } }', { Store: 'default', Authorization: 'Bearer x' });
    expect(await fetchGraphql(`query SwGuestCart { cart(cart_id: "${cartId}") { id total_quantity } }`, { Store: 'default' })).toBe(200);
    // A public query after them: once it is cached, the worker has had its chance to cache the others.
    await fetchGraphql('query SwAfterPrivate { storeConfig { store_name } }', { Store: 'default' });
    expect(await eventually(() => graphqlKeysFor('SwAfterPrivate'), (found) => found.length > 0)).toHaveLength(1);

    expect(await graphqlKeysFor('SwWithToken')).toEqual([]);
    expect(await graphqlKeysFor('SwGuestCart')).toEqual([]);
  });

  test('is deleted when a signed-in shopper signs out from the account menu; images stay', async () => {
    // Signed in as a shopper signs in (a token alone, beside the guest's cart, is a session the shop ends:
    // the customer's token cannot use a guest cart, and a refused cart signs the customer out).
    await signIn(page, DEMO);
    await fetchGraphql('query SwBeforeSignOut { storeConfig { store_code } }', { Store: 'default' });
    expect(await eventually(() => graphqlKeysFor('SwBeforeSignOut'), (found) => found.length > 0)).toHaveLength(1);
    // What an earlier worker left (answers by URL alone) and an image: the first must go, the second stay.
    await page.evaluate(
      async ({ legacy, media }) => {
        await (await caches.open(legacy)).put('/graphql?query=%7Bcustomer%7Bemail%7D%7D', new Response('{"data":{}}'));
        await (await caches.open(media)).put('/media/e2e-marker.jpg', new Response('jpeg'));
      },
      { legacy: LEGACY_GRAPHQL_CACHES[0], media: MEDIA_CACHE },
    );

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Account' }).click(TIMEOUT);
    await banner.getByRole('button', { name: 'Sign Out' }).click(TIMEOUT);

    expect(await eventually(() => cacheExists(LEGACY_GRAPHQL_CACHES[0]), (exists) => !exists)).toBe(false);
    // Deleted: the storefront's guest queries after sign-out may start it afresh, without the old answers.
    expect(await graphqlKeysFor('SwBeforeSignOut')).toEqual([]);
    expect(await cachedUrls(MEDIA_CACHE)).toContain(new URL('/media/e2e-marker.jpg', page.url()).href);
    expect(await page.evaluate((key) => localStorage.getItem(key), `${PERSISTENCE_PREFIX}signin_token`)).toBeNull();
  });
});
