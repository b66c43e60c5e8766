import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';
import { expectAttribute, expectText, expectVisible } from './support/expectations';

// Add to Cart on the real build: a simple product's page adds it through the cart slice; the
// header count follows at once, a desktop's mini cart opens on it, a phone shows the banner.
let browser: Browser;
let productPath: string;
let productName: string;

const TIMEOUT = { timeout: 15_000 };

/** A simple product in stock, found through the shop's own GraphQL. */
async function simpleProductInStock(): Promise<{ path: string; name: string }> {
  const query = '{ products(search: "vitamin", pageSize: 20) { items { __typename name url_key url_suffix stock_status } } }';
  const response = await fetch(`${baseUrl()}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
  const { data } = (await response.json()) as { data: { products: { items: Array<Record<string, string>> } } };
  const product = data.products.items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK');
  if (!product) throw new Error('The demo shop has no simple vitamin in stock');
  return { path: `/${product.url_key}${product.url_suffix}`, name: product.name };
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ path: productPath, name: productName } = await simpleProductInStock());
});

afterAll(async () => {
  await browser?.close();
});

/** Opens the product page, checks the cart is empty, and adds one; returns the scripts loaded before the add. */
async function addFromProductPage(page: Page, emptyCart: ReturnType<Page['getByRole']>) {
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await page.goto(productPath, { waitUntil: 'networkidle' });
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await add.waitFor(TIMEOUT);
  await emptyCart.waitFor(TIMEOUT);
  const beforeAdd = [...scripts];
  await add.click();
  return { beforeAdd, all: scripts };
}

describe('Add to Cart on a 1280 px desktop', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('the header count changes and the mini cart opens showing the product, its price, Checkout and View Cart', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
    const scripts = await addFromProductPage(page, page.getByRole('banner').getByRole('button', { name: /^Cart .*0 items$/ }));
    expect(scripts.beforeAdd.some((path) => path.includes('mini-cart'))).toBe(false);

    await page.getByRole('banner').getByRole('button', { name: /^Cart .*1 item$/ }).waitFor(TIMEOUT);
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.waitFor(TIMEOUT);
    await drawer.getByRole('link', { name: productName }).waitFor(TIMEOUT);
    await expectVisible(drawer.getByRole('img', { name: productName }));
    await expectVisible(drawer.getByText('Qty: 1'));
    await expectText(drawer.getByTestId('mini-cart-subtotal'), /^Rp\s[\d.]+$/);
    await expectVisible(drawer.getByRole('button', { name: 'Checkout' }));
    await expectAttribute(drawer.getByRole('link', { name: 'View Cart' }), 'href', '/cart');
    await screenshot(page, 'add-to-cart-mini-cart-desktop');
    await expect(axeViolations(page, ['[role="dialog"]'])).resolves.toEqual([]);

    // Escape closes it; reopening shows the same cart.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached', ...TIMEOUT });
    await trigger.click();
    await drawer.getByRole('link', { name: productName }).waitFor(TIMEOUT);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe('Add to Cart on a 390 px phone', () => {
  const session = pagePerTest(() => browser, mobileContext);

  test('the cart count changes and the product-added banner shows at the bottom of the screen', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    const scripts = await addFromProductPage(page, page.getByRole('link', { name: 'Cart, 0 items' }).first());
    const banner = page.getByTestId('product-added-banner');
    await banner.waitFor(TIMEOUT);
    // The banner's code came only with the add.
    expect(scripts.beforeAdd.some((path) => path.includes('product-added'))).toBe(false);
    expect(scripts.all.some((path) => path.includes('product-added'))).toBe(true);
    await expectText(banner, { contains: `${productName} was added to your cart.` });
    await expectAttribute(banner.getByRole('link', { name: 'View Cart' }), 'href', '/cart');
    const box = await banner.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThanOrEqual(16);
    await page.getByRole('link', { name: /Cart, 1 item/ }).first().waitFor(TIMEOUT);
    await screenshot(page, 'add-to-cart-banner-mobile');
    await expect(axeViolations(page, ['[data-testid="product-added-banner"]'])).resolves.toEqual([]);

    await banner.getByRole('button', { name: 'Close' }).click();
    await banner.waitFor({ state: 'detached', ...TIMEOUT });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
