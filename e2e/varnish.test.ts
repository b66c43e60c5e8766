import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../server/test/serverProcess';
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '../src/lib/apollo/firstPaintData';
import { guestCartWith, newShopper, placeOrderThroughBackend } from './support/checkoutSteps';
import { eventually } from './support/eventually';
import { launchBrowser } from './support/browser';
import { E2E_RATE_LIMITS } from './support/globalSetup';
import { loopbackClient, type LoopbackClient, type TimedResponse } from './support/loopbackClient';
import { findVarnishd, freePort, installVarnish, isCi, startVarnish, type VarnishProcess } from './support/varnish';

// A real Varnish running deploy/varnish.vcl in front of a storefront server of this test's own
// (fresh shop, HTTP_CACHE_HOSTS naming the Varnish): catalogue GETs and first-paint HTML are cached
// per shopper context, customers' requests never share an entry, an order that sells a product out
// purges its answers at once, and only allowed addresses purge. Locally it skips when varnishd is
// missing; under CI it installs Debian's varnish or fails.

const ROOT = path.resolve(__dirname, '..');
/** The VCL's own answer header (Magento's): HIT, MISS or UNCACHEABLE (passed, or not storable). */
const CACHE_STATE = 'x-magento-cache-debug';
const CACHE_ID = 'x-magento-cache-id';
/** What Varnish tells browsers about an answer it may cache: only Varnish can be purged. */
const BROWSER_NO_STORE = 'no-store, no-cache, must-revalidate, max-age=0';
const PURGE_WITHIN_MS = 1_000;

const varnishdFound = findVarnishd();
const runs = varnishdFound !== null || isCi();
if (!runs) process.stdout.write('e2e/varnish.test.ts skipped: varnishd is not installed (apt-get install -y varnish; under CI=1 the test installs it)\n');
const describeWithVarnish = runs ? describe : describe.skip;

interface CatalogueProduct {
  sku: string;
  /** entity_id: the id in the product's cache tag, cat_p_<id>. */
  id: number;
  path: string;
  qty: number;
}

let server: ServerProcess;
let varnish: VarnishProcess;
let dataDir: string;
let serverUrl: string;
/** Requests through Varnish from 127.0.0.1 (an address the VCL's purge ACL allows). */
let shop: LoopbackClient;
/** The product the order sells out, and one nobody orders. */
let sold: CatalogueProduct;
let kept: CatalogueProduct;

/** Simple products in stock that a shopper can open, with their ids and stock from the test shop's database. */
async function simpleProductsInStock(): Promise<CatalogueProduct[]> {
  const answer = await shop.graphql('{ products(search: "", pageSize: 40) { items { __typename sku url_key url_suffix stock_status } } }');
  const items = (JSON.parse(answer.body).data.products.items as Array<{ __typename: string; sku: string; url_key: string; url_suffix: string; stock_status: string }>).filter(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
  );
  const db = new Database(path.join(dataDir, 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const stock = db.prepare('SELECT p.entity_id AS id, s.qty FROM products p JOIN product_stock s ON s.product_id = p.entity_id WHERE p.sku = ?');
    return items
      .map((item) => ({ sku: item.sku, path: `/${item.url_key}${item.url_suffix}`, ...(stock.get(item.sku) as { id: number; qty: number }) }))
      .sort((a, b) => a.qty - b.qty);
  } finally {
    db.close();
  }
}

/** A GET of the products query for one SKU, as the storefront sends catalogue queries. */
function productQueryPath(sku: string): string {
  const query = 'query ProductBySku($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku stock_status price_range { minimum_price { final_price { value currency } } } } } }';
  return `/graphql?${new URLSearchParams({ query, operationName: 'ProductBySku', variables: JSON.stringify({ sku }) })}`;
}

/** A GraphQL GET through Varnish in the default store view. */
const graphqlGet = (pathAndQuery: string, headers: Record<string, string> = {}) => shop.get(pathAndQuery, { Store: 'default', ...headers });
/** A page as a browser navigates to it. */
const pageGet = (pagePath: string) => shop.get(pagePath, { Accept: 'text/html' });

const cacheState = (response: TimedResponse) => response.headers[CACHE_STATE];

function productIn(response: TimedResponse): { stock_status: string; price_range: { minimum_price: { final_price: { currency: string } } } } {
  const body = JSON.parse(response.body);
  expect(body.errors).toBeUndefined();
  return body.data.products.items[0];
}

/** The stock status a page's first-paint data gives `sku`, wherever in the embedded answers it sits. */
function firstPaintStockStatus(html: string, sku: string): string | undefined {
  const json = new RegExp(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  if (!json) throw new Error('the page carries no first-paint data');
  const find = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const record = value as Record<string, unknown>;
    if (record.sku === sku && typeof record.stock_status === 'string') return record.stock_status;
    return Object.values(record).map(find).find((found) => found !== undefined);
  };
  return find((JSON.parse(json) as FirstPaintData).entries);
}

/** Two GETs of the same thing: the first fills the cache, the second must come from it. */
async function expectCachedOnSecondRequest(send: () => Promise<TimedResponse>): Promise<TimedResponse> {
  const first = await send();
  expect(first.status).toBe(200);
  expect(cacheState(first)).toBe('MISS');
  const second = await send();
  expect(cacheState(second)).toBe('HIT');
  expect(second.body).toBe(first.body);
  return second;
}

/** A new customer, made and signed in through Varnish (POSTs pass to the server). */
async function newCustomerToken(name: string): Promise<{ email: string; token: string }> {
  const email = `varnish.${name}.${Date.now()}@example.com`;
  const password = 'Varnish1234!Shop';
  const created = await shop.graphql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { firstname: name, lastname: 'Santoso', email, password },
  });
  expect(JSON.parse(created.body).errors).toBeUndefined();
  const signedIn = await shop.graphql('mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }', { email, password });
  return { email, token: JSON.parse(signedIn.body).data.generateCustomerToken.token };
}

describeWithVarnish('Varnish with deploy/varnish.vcl in front of the storefront', () => {
  beforeAll(async () => {
    const varnishd = varnishdFound ?? installVarnish();
    const varnishPort = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-varnish-e2e-'));
    server = startServerProcess({
      PORT: '0',
      DATA_DIR: dataDir,
      // The build the other browser tests run against, served as it is.
      DIST_DIR: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, 'dist'),
      RATE_LIMITS: E2E_RATE_LIMITS,
      HTTP_CACHE_HOSTS: `127.0.0.1:${varnishPort}`,
    });
    serverUrl = await server.ready(5 * 60_000);
    varnish = await startVarnish(varnishd, Number(new URL(serverUrl).port), varnishPort);
    shop = loopbackClient(varnish.url, '127.0.0.1');
    [sold, kept] = await simpleProductsInStock();
  }, 8 * 60_000);

  afterAll(async () => {
    shop?.close();
    await varnish?.stop();
    await server?.stop('SIGTERM');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers /health_check.php (what its probe asks) through Varnish, never from the cache', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await shop.get('/health_check.php');
      expect(answer.status).toBe(200);
      expect(cacheState(answer)).toBe('UNCACHEABLE');
    }
  });

  test('a second identical catalogue GET is a hit, and browsers are told not to keep it', async () => {
    const hit = await expectCachedOnSecondRequest(() => graphqlGet(productQueryPath(kept.sku)));
    expect(productIn(hit).stock_status).toBe('IN_STOCK');
    expect(hit.headers['cache-control']).toBe(BROWSER_NO_STORE);
    // The tags are Varnish's business only.
    expect(hit.headers['x-magento-tags']).toBeUndefined();
  });

  test('another currency gets an entry of its own; an answer for another context than the request named is never stored', async () => {
    const url = productQueryPath(kept.sku);
    const rupiahId = (await graphqlGet(url)).headers[CACHE_ID] as string;
    const dollarFirst = await graphqlGet(url, { 'Content-Currency': 'USD' });
    const dollarId = dollarFirst.headers[CACHE_ID] as string;
    expect(rupiahId).toMatch(/\S/);
    expect(dollarId).not.toBe(rupiahId);

    // As the storefront asks once it knows its cache id: one entry per id.
    const rupiah = await expectCachedOnSecondRequest(() => graphqlGet(url, { 'X-Magento-Cache-Id': rupiahId }));
    const dollars = await expectCachedOnSecondRequest(() => graphqlGet(url, { 'X-Magento-Cache-Id': dollarId, 'Content-Currency': 'USD' }));
    expect(productIn(rupiah).price_range.minimum_price.final_price.currency).toBe('IDR');
    expect(productIn(dollars).price_range.minimum_price.final_price.currency).toBe('USD');

    // A stale id (the shopper switched to dollars): the server answers for its own context.
    for (let i = 0; i < 2; i += 1) {
      const stale = await graphqlGet(url, { 'X-Magento-Cache-Id': rupiahId, 'Content-Currency': 'USD' });
      expect(stale.headers[CACHE_ID]).toBe(dollarId);
      expect(cacheState(stale)).toBe('UNCACHEABLE');
    }
  });

  test("a customer's request is never answered from another shopper's entry", async () => {
    const customers = [await newCustomerToken('Alice'), await newCustomerToken('Bob')];
    const accountQuery = `/graphql?${new URLSearchParams({ query: '{ customer { email } }' })}`;
    const askAs = (customer: { token: string }, headers: Record<string, string> = {}) => graphqlGet(accountQuery, { Authorization: `Bearer ${customer.token}`, ...headers });
    const emailIn = (response: TimedResponse) => JSON.parse(response.body).data?.customer?.email;

    // Without a cache id a token passes Varnish.
    const signedInIds = new Set<string>();
    for (const customer of customers) {
      const answer = await askAs(customer);
      expect(emailIn(answer)).toBe(customer.email);
      expect(cacheState(answer)).toBe('UNCACHEABLE');
      signedInIds.add(answer.headers[CACHE_ID] as string);
    }
    // Both are signed in in the same store and currency: the same cache id, the same URL.
    expect(signedInIds.size).toBe(1);
    const [signedInId] = signedInIds;
    for (let round = 0; round < 2; round += 1) {
      for (const customer of customers) {
        const answer = await askAs(customer, { 'X-Magento-Cache-Id': signedInId });
        expect(emailIn(answer)).toBe(customer.email);
        expect(cacheState(answer)).not.toBe('HIT');
      }
    }

    // The guest's catalogue entry is not a customer's, with or without the cache id.
    const catalogue = productQueryPath(kept.sku);
    expect(cacheState(await graphqlGet(catalogue))).toBe('HIT');
    const withAndWithoutId: Array<Record<string, string>> = [{ 'X-Magento-Cache-Id': signedInId }, {}];
    for (const headers of withAndWithoutId) {
      const answer = await graphqlGet(catalogue, { Authorization: `Bearer ${customers[0].token}`, ...headers });
      expect(productIn(answer).stock_status).toBe('IN_STOCK');
      expect(cacheState(answer)).not.toBe('HIT');
    }
  });

  test("a REST cart is never kept: no other customer, no stranger and no later read sees an earlier answer", async () => {
    const rest = (pathname: string, token?: string) => shop.get(pathname, token ? { Authorization: `Bearer ${token}` } : {});
    const demo = await shop.graphql('mutation { generateCustomerToken(email: "demo@example.com", password: "Demo1234!Shop") { token } }');
    const demoToken = JSON.parse(demo.body).data.generateCustomerToken.token as string;
    const other = await newCustomerToken('Citra');
    // Each customer has an active cart, the demo customer's with a line in it.
    const addAs = async (token: string) => {
      const headers = { Authorization: `Bearer ${token}` };
      const cart = await shop.graphql('{ customerCart { id } }', {}, headers);
      const cartId = JSON.parse(cart.body).data.customerCart.id as string;
      const added = await shop.graphql('mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }', { cartId, sku: kept.sku }, headers);
      expect(JSON.parse(added.body).data.addProductsToCart.user_errors).toEqual([]);
    };
    await addAs(demoToken);
    await shop.graphql('{ customerCart { id } }', {}, { Authorization: `Bearer ${other.token}` });

    for (let round = 0; round < 2; round += 1) {
      const mine = await rest('/rest/V1/carts/mine', demoToken);
      expect(mine.status).toBe(200);
      expect(JSON.parse(mine.body).customer.email).toBe('demo@example.com');
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(cacheState(mine)).toBe('UNCACHEABLE');

      const theirs = await rest('/rest/V1/carts/mine', other.token);
      expect(JSON.parse(theirs.body).customer.email).toBe(other.email);
      expect(theirs.body).not.toContain('demo@example.com');
      expect(cacheState(theirs)).toBe('UNCACHEABLE');

      const stranger = await rest('/rest/V1/carts/mine');
      expect(stranger.status).toBe(401);
      expect(stranger.body).not.toContain('demo@example.com');
      expect(cacheState(stranger)).not.toBe('HIT');
    }

    // A guest's cart read, changed, read again: the second read shows the change.
    const cartId = await guestCartWith(kept, { origin: varnish.url });
    const guestCart = `/rest/V1/guest-carts/${cartId}`;
    const before = await rest(guestCart);
    expect(JSON.parse(before.body).items_qty).toBe(1);
    await shop.graphql('mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }', { cartId, sku: sold.sku });
    const after = await rest(guestCart);
    expect(JSON.parse(after.body).items_qty).toBe(2);
    expect(after.headers['cache-control']).toBe('no-store');
    expect(cacheState(after)).not.toBe('HIT');
  });

  test('POSTs and static files pass Varnish', async () => {
    const query = `{ products(filter: { sku: { eq: "${kept.sku}" } }) { items { sku } } }`;
    for (let i = 0; i < 2; i += 1) {
      const answer = await shop.graphql(query);
      expect(JSON.parse(answer.body).data.products.items).toEqual([{ sku: kept.sku }]);
      expect(cacheState(answer)).toBe('UNCACHEABLE');
    }
    const mainScript = /<script[^>]+src="?(\/static\/js\/main\.[\w.]+\.js)/.exec((await pageGet('/')).body)?.[1];
    expect(mainScript).toBeDefined();
    for (let i = 0; i < 2; i += 1) {
      const file = await shop.get(mainScript!);
      expect(file.status).toBe(200);
      expect(cacheState(file)).toBe('UNCACHEABLE');
      // The server's year-long caching of hashed files reaches browsers untouched.
      expect(file.headers['cache-control']).toMatch(/immutable/);
    }
  });

  test('the first-paint HTML of catalogue pages is cached too', async () => {
    const category = await expectCachedOnSecondRequest(() => pageGet('/skincare.html'));
    expect(category.body).toContain(`id="${FIRST_PAINT_ELEMENT_ID}"`);
    expect(category.headers['cache-control']).toBe(BROWSER_NO_STORE);
    const product = await expectCachedOnSecondRequest(() => pageGet(sold.path));
    expect(firstPaintStockStatus(product.body, sold.sku)).toBe('IN_STOCK');
  });

  test("an order that sells a product out purges that product's answers and pages within a second, and nothing else", async () => {
    const productQuery = productQueryPath(sold.sku);
    // The server tags the product's answers as Magento does (asked directly, behind Varnish's back).
    const direct = await fetch(`${serverUrl}${productQuery}`, { headers: { Store: 'default' } });
    expect((direct.headers.get('x-magento-tags') ?? '').split(',')).toContain(`cat_p_${sold.id}`);
    // Cached before the order: the data, the product's page, another product's data.
    await graphqlGet(productQuery);
    expect(cacheState(await graphqlGet(productQuery))).toBe('HIT');
    expect(cacheState(await pageGet(sold.path))).toBe('HIT');
    expect(cacheState(await graphqlGet(productQueryPath(kept.sku)))).toBe('HIT');

    const cartId = await guestCartWith(sold, { origin: varnish.url, quantity: sold.qty });
    await placeOrderThroughBackend(cartId, newShopper('varnish'), varnish.url);
    const ordered = performance.now();

    const fresh = await eventually(() => graphqlGet(productQuery), (answer) => productIn(answer).stock_status === 'OUT_OF_STOCK', PURGE_WITHIN_MS);
    const purgedAfterMs = performance.now() - ordered;
    expect(productIn(fresh).stock_status).toBe('OUT_OF_STOCK');
    console.log(`[varnish] the sold-out product's answer was fresh ${Math.round(purgedAfterMs)} ms after the order's answer`);
    expect(purgedAfterMs).toBeLessThanOrEqual(PURGE_WITHIN_MS + fresh.ms);
    expect(cacheState(fresh)).toBe('MISS');
    const page = await pageGet(sold.path);
    expect(cacheState(page)).toBe('MISS');
    expect(firstPaintStockStatus(page.body, sold.sku)).toBe('OUT_OF_STOCK');
    // Purged by tag, not flushed.
    expect(cacheState(await graphqlGet(productQueryPath(kept.sku)))).toBe('HIT');
  });

  test('PURGE is taken from allowed addresses only, and bans by tag', async () => {
    const url = productQueryPath(kept.sku);
    const outsider = loopbackClient(varnish.url, '127.0.0.2');
    try {
      expect(cacheState(await graphqlGet(url))).toBe('HIT');
      const refused = await outsider.request('/', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': '.*' } });
      expect(refused.status).toBe(405);
      expect(cacheState(await graphqlGet(url))).toBe('HIT');

      expect((await shop.request('/', { method: 'PURGE' })).status).toBe(400);
      const purged = await shop.request('/', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': `((^|,)cat_p_${kept.id}(,|$))` } });
      expect(purged.status).toBe(200);
      expect(cacheState(await graphqlGet(url))).toBe('MISS');
    } finally {
      outsider.close();
    }
  });

  test("the app works through Varnish, and the next shopper's catalogue queries come from the cache", async () => {
    const browser = await launchBrowser();
    try {
      /** The cache state of each GraphQL GET one new shopper's visit made, by URL. */
      const visit = async (): Promise<Map<string, string>> => {
        const context = await browser.newContext({ baseURL: varnish.url, viewport: { width: 1280, height: 800 } });
        const states = new Map<string, string>();
        try {
          const page = await context.newPage();
          page.on('response', (response) => {
            if (response.request().method() === 'GET' && new URL(response.url()).pathname === '/graphql') states.set(response.url(), response.headers()[CACHE_STATE]);
          });
          await page.goto('/skincare.html', { waitUntil: 'networkidle' });
          await page.getByRole('heading', { level: 1, name: 'Skincare' }).waitFor({ timeout: 15_000 });
        } finally {
          await context.close();
        }
        return states;
      };
      const first = await visit();
      const second = await visit();
      const cachedForTheNext = [...first].filter(([url, state]) => state === 'MISS' && second.has(url));
      expect(cachedForTheNext.length).toBeGreaterThan(0);
      for (const [url] of cachedForTheNext) expect([url, second.get(url)]).toEqual([url, 'HIT']);
    } finally {
      await browser.close();
    }
  });
});
