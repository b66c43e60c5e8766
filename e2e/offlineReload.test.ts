import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, screenshot, watchForProblems, type PageProblems } from './support/browser';
import { addToCartThroughShop, simpleAndConfigurableInStock, type CartProduct } from './support/cartContents';
import { storedCartId, TIMEOUT } from './support/checkoutSteps';
import { expectCount, expectHidden, expectText, expectVisible } from './support/expectations';

// Reloading /cart or /checkout offline (the service worker serves the app shell): the page says
// the shopper is offline, shows the cart as this browser last loaded it (the Apollo cache kept in
// storage) and catches up by itself once the connection is back.

let browser: Browser;
let product: CartProduct;

const SNAPSHOT_KEY = 'M2_VENIA_BROWSER_PERSISTENCE__apollo_cache__default';
const OFFLINE_KNOWN = 'You are offline. This is your cart as it was last loaded; it updates by itself once you are back online.';
const OFFLINE_UNKNOWN = 'You are offline. Your cart shows here as soon as you are back online.';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ simple: product } = await simpleAndConfigurableInStock());
});

afterAll(async () => {
  await browser?.close();
});

/** A new shopper per test, whose pages the service worker controls (so an offline reload gets the app). */
function controlledShopperPerTest(makeContext: (browser: Browser) => Promise<BrowserContext>) {
  const session = {} as { context: BrowserContext; page: Page };
  beforeEach(async () => {
    session.context = await makeContext(browser);
    session.page = await session.context.newPage();
    const { page } = session;
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload({ waitUntil: 'networkidle' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, TIMEOUT);
  });
  afterEach(async () => {
    await session.context?.close();
  });
  return session;
}

const pageNotice = (page: Page) => page.getByRole('main').getByRole('status');
const cartLine = (page: Page) => page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });

/** The cart, with `product` in it, loaded once on /cart and kept in storage, as a shopper's earlier visit left it. */
async function cartLoadedBefore(page: Page): Promise<void> {
  await addToCartThroughShop(await storedCartId(page), [product]);
  await page.goto('/cart', { waitUntil: 'networkidle' });
  await expectVisible(cartLine(page));
  // The snapshot (written a second after the answer) holds the cart with its line.
  await page.waitForFunction(
    (key) => {
      const record = localStorage.getItem(key);
      const snapshot = record ? (JSON.parse(JSON.parse(record).value) as { Cart?: { total_quantity?: number } }) : null;
      return (snapshot?.Cart?.total_quantity ?? 0) > 0;
    },
    SNAPSHOT_KEY,
    TIMEOUT,
  );
}

/** Goes offline and reloads `path` (the address bar's reload: the worker answers with the app). */
async function reloadOffline(page: Page, context: BrowserContext, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) await page.goto(path, { waitUntil: 'networkidle' });
  await context.setOffline(true);
  await page.reload({ waitUntil: 'load' });
}

/** What went wrong besides the requests the browser could not send while offline. */
const problemsBesidesOffline = (problems: PageProblems) => ({
  consoleErrors: problems.consoleErrors.filter((message) => !message.includes('ERR_INTERNET_DISCONNECTED')),
  failedRequests: problems.failedRequests.filter((request) => !request.endsWith('net::ERR_INTERNET_DISCONNECTED')),
});

const cartAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/graphql') && response.url().includes('getCartDetails') && response.ok(), TIMEOUT);

describe('an offline reload, 1280 px', () => {
  const session = controlledShopperPerTest(desktopContext);

  test('/cart says it is offline over the cart as last loaded, and catches up once back online', async () => {
    const { page, context } = session;
    await cartLoadedBefore(page);
    const problems = watchForProblems(page);
    await reloadOffline(page, context, '/cart');

    await expectText(pageNotice(page), OFFLINE_KNOWN);
    await expectVisible(cartLine(page));
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expectText(summary, { contains: 'Subtotal (1 item)' });
    await expectCount(page.getByText(/Remove the items that cannot be bought/), 0);
    await expectText(page.getByRole('banner').getByRole('button', { name: /^Cart/ }), /1 item$/);
    await screenshot(page, 'offline-reload-cart-desktop');
    await expect(axeViolations(page, ['main'])).resolves.toEqual([]);

    const answered = cartAnswered(page);
    await context.setOffline(false);
    await answered;
    await expectHidden(pageNotice(page));
    await expectVisible(cartLine(page));
    await expectText(summary, { contains: 'Subtotal (1 item)' });
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' }).isVisible()).resolves.toBe(true);
    expect(problemsBesidesOffline(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('/checkout says it is offline instead of "Fetching Data...", keeps the cart and the steps, and catches up', async () => {
    const { page, context } = session;
    await cartLoadedBefore(page);
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('textbox', { name: 'First Name' }));
    const problems = watchForProblems(page);
    await reloadOffline(page, context, '/checkout');

    await expectText(pageNotice(page), OFFLINE_KNOWN);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expectVisible(summary.getByText(product.name));
    await expectVisible(page.getByRole('textbox', { name: 'First Name' }));
    await expectCount(page.getByText('Fetching Data...'), 0);
    await screenshot(page, 'offline-reload-checkout-desktop');
    await expect(axeViolations(page, ['main'])).resolves.toEqual([]);

    const answered = cartAnswered(page);
    await context.setOffline(false);
    await answered;
    await expectHidden(pageNotice(page));
    await expectVisible(summary.getByText(product.name));
    await expectVisible(page.getByRole('textbox', { name: 'First Name' }));
    expect(problemsBesidesOffline(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('a cart this browser never loaded: the page says it shows once back online, then shows it', async () => {
    const { page, context } = session;
    // Filled from another device: this browser has its id but never fetched what it holds.
    await addToCartThroughShop(await storedCartId(page), [product]);
    const problems = watchForProblems(page);
    await reloadOffline(page, context, '/checkout');
    await expectText(pageNotice(page), OFFLINE_UNKNOWN);
    await expectCount(page.getByText('Fetching Data...'), 0);

    await page.goto('/cart', { waitUntil: 'load' });
    await expectText(pageNotice(page), OFFLINE_UNKNOWN);
    await expectCount(page.getByRole('region', { name: 'Order Summary' }), 0);
    await expectCount(page.getByText(/Remove the items that cannot be bought/), 0);
    await screenshot(page, 'offline-reload-unknown-cart-desktop');

    await context.setOffline(false);
    await expectVisible(cartLine(page));
    await expectHidden(pageNotice(page));
    await expectText(page.getByRole('region', { name: 'Order Summary' }), { contains: 'Subtotal (1 item)' });
    expect(problemsBesidesOffline(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe('an offline reload on a 390 px phone', () => {
  const session = controlledShopperPerTest(mobileContext);

  test('/cart says it is offline over the cart as last loaded', async () => {
    const { page, context } = session;
    await cartLoadedBefore(page);
    await reloadOffline(page, context, '/cart');
    await expectText(pageNotice(page), OFFLINE_KNOWN);
    await expectVisible(cartLine(page));
    await screenshot(page, 'offline-reload-cart-mobile');
    await context.setOffline(false);
    await expectHidden(pageNotice(page));
  });
});
