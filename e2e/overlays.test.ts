import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { signIn } from './support/account';
import { desktopContext, launchBrowser, mobileContext, screenshot } from './support/browser';
import { wholeCatalogue } from './support/catalogue';
import { addProductToCart, simpleProductsInStock, TIMEOUT, type ShopProduct } from './support/checkoutSteps';
import { customerWithOrderCartAndWishlist, type PreparedCustomer } from './support/customerSetup';
import { expectCount, expectVisible } from './support/expectations';
import { coveredTargets, loadWholePage, overlayLocators } from './support/overlayCheck';

// The overlays never cover what a shopper must click or read (e2e/support/overlayCheck.ts says how
// that is measured), nor each other, on the main pages at 1280 and at 390 wide: the pharmacist
// banner keeps to a corner the page leaves free and is not shown on the health check or checkout,
// its closing lasts across a reload, and a phone shows one bottom overlay at a time.

let browser: Browser;
let simple: ShopProduct;
let grouped: string;
let bundle: string;
let customer: PreparedCustomer;

const WAIT = 30_000;
const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

beforeAll(async () => {
  const catalogue = await wholeCatalogue<{ __typename: string; stock_status: string; url_key: string; url_suffix: string }>('__typename stock_status url_key url_suffix');
  const pathOf = (typename: string) => {
    const product = catalogue.find((item) => item.__typename === typename && item.stock_status === 'IN_STOCK');
    if (!product) throw new Error(`the demo shop has no ${typename} in stock`);
    return `/${product.url_key}${product.url_suffix}`;
  };
  grouped = pathOf('GroupedProduct');
  bundle = pathOf('BundleProduct');
  const simples = await simpleProductsInStock();
  simple = simples[0];
  customer = await customerWithOrderCartAndWishlist({ ordered: simples[1], inCart: simples[2], wished: simples[3] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Waits until the deferred chrome (banner, install prompt: loaded once the page has loaded and is idle) has had its turn. */
async function afterDeferredChrome(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  for (let turn = 0; turn < 3; turn += 1) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 1000 })));
  await page.waitForLoadState('networkidle');
}

interface Walk {
  page: Page;
  kind: 'desktop' | 'mobile';
  /** Page name -> what covers what there. */
  problems: Record<string, string[]>;
}

/** Opens `path`, waits for the overlays it should show, loads the whole page and notes what any overlay covers. */
async function check(walk: Walk, name: string, url: string | null, shown: (overlays: Record<string, Locator>) => Locator[]): Promise<void> {
  const { page } = walk;
  if (url) await page.goto(url, { waitUntil: 'networkidle' });
  for (const overlay of shown(overlayLocators(page))) await expectVisible(overlay.first(), WAIT);
  await afterDeferredChrome(page);
  await loadWholePage(page);
  const found = await coveredTargets(page);
  if (found.length) walk.problems[name] = found;
  // What the shopper sees (not the whole page: the overlays float over the screen).
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `overlays-${walk.kind}-${name.replace(/\W+/g, '-')}.png`) });
}

const banner = (overlays: Record<string, Locator>) => overlays['pharmacist banner'];

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`overlays at ${kind === 'desktop' ? 1280 : 390} wide`, () => {
    let context: BrowserContext;
    let walk: Walk;
    beforeAll(async () => {
      context = await makeContext(browser);
      walk = { page: await context.newPage(), kind, problems: {} };
    });
    afterAll(async () => {
      await context?.close();
    });

    // On a desktop the banner shows beside every shop page; a phone has room for one bottom overlay.
    const onDesktop = (pick: (overlays: Record<string, Locator>) => Locator) => (overlays: Record<string, Locator>) => (kind === 'desktop' ? [pick(overlays)] : []);
    const onPhone = (pick: (overlays: Record<string, Locator>) => Locator) => (overlays: Record<string, Locator>) => (kind === 'mobile' ? [pick(overlays)] : []);
    const both = (phone: (overlays: Record<string, Locator>) => Locator) => (overlays: Record<string, Locator>) => [...onDesktop(banner)(overlays), ...onPhone(phone)(overlays)];

    test('a guest\'s pages: home, a category, simple, grouped and bundle products, search', async () => {
      walk.problems = {};
      await check(walk, 'home', '/', both((overlays) => overlays['install prompt']));
      await check(walk, 'category', '/skincare.html', both((overlays) => overlays['Filter button']));
      await check(walk, 'simple product', simple.path, both((overlays) => overlays['buy bar']));
      await check(walk, 'grouped product', grouped, both((overlays) => overlays['buy bar']));
      await check(walk, 'bundle product', bundle, both((overlays) => overlays['buy bar']));
      await check(walk, 'search', '/search.html?query=serum', both((overlays) => overlays['Filter button']));
      expect(walk.problems).toEqual({});
    });

    if (kind === 'mobile') {
      test('on a phone the product-added banner and the offline toast take the bottom in turn, over nothing', async () => {
        const { page } = walk;
        walk.problems = {};
        await addProductToCart(page, simple, null);
        await check(walk, 'product added', null, (overlays) => [overlays['product-added banner']]);
        await page.goto('/', { waitUntil: 'networkidle' });
        await expectVisible(overlayLocators(page)['install prompt'], WAIT);
        await context.setOffline(true);
        await expectVisible(page.getByRole('alert').filter({ hasText: 'You are offline' }));
        const found = await coveredTargets(page);
        await screenshot(page, 'overlays-mobile-offline-toast');
        await context.setOffline(false);
        if (found.length) walk.problems['offline toast'] = found;
        expect(walk.problems).toEqual({});
      });

      test('once the install prompt is closed, the banner takes its place', async () => {
        const { page } = walk;
        await page.goto('/', { waitUntil: 'networkidle' });
        const prompt = overlayLocators(page)['install prompt'];
        await prompt.getByRole('button', { name: 'Close' }).click(TIMEOUT);
        await expectCount(prompt, 0);
        walk.problems = {};
        await check(walk, 'home after the install prompt', null, (overlays) => [banner(overlays)]);
        expect(walk.problems).toEqual({});
      });
    }

    test('the cart with a coupon message; no banner on checkout or the health check', async () => {
      const { page } = walk;
      walk.problems = {};
      if (kind === 'desktop') await addProductToCart(page, simple, null);
      await page.goto('/cart', { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Coupon code' }).fill('NO-SUCH-COUPON');
      await main.getByRole('button', { name: 'Apply' }).click();
      await main.getByText("The coupon code isn't valid. Verify the code and try again.").waitFor(TIMEOUT);
      await check(walk, 'cart with a coupon message', null, (overlays) => [banner(overlays)]);

      await check(walk, 'checkout', '/checkout', () => []);
      await expectCount(banner(overlayLocators(page)), 0);
      await check(walk, 'health check', '/healthcheck', () => []);
      await expectCount(banner(overlayLocators(page)), 0);
      expect(walk.problems).toEqual({});
    });

    test("a customer's cart, wishlist and order", async () => {
      const { page } = walk;
      walk.problems = {};
      await signIn(page, customer);
      await check(walk, 'signed-in cart', '/cart', (overlays) => [banner(overlays)]);
      await check(walk, 'wishlist', '/wishlist', (overlays) => [banner(overlays)]);
      await check(walk, 'order details', `/order/${customer.orderNumber}`, (overlays) => [banner(overlays)]);
      expect(walk.problems).toEqual({});
    });

    test('the banner, once closed, stays closed after a reload', async () => {
      const { page } = walk;
      await page.goto('/', { waitUntil: 'networkidle' });
      const shown = banner(overlayLocators(page));
      await expectVisible(shown, WAIT);
      await shown.getByRole('button', { name: 'Close' }).click();
      await expectCount(shown, 0);
      await page.reload({ waitUntil: 'networkidle' });
      await afterDeferredChrome(page);
      await expectCount(shown, 0);
    });
  });
}
