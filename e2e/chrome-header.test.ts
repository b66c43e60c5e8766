import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';

/** The store name from storeConfig: the logo's alt text. */
const LOGO_ALT = 'Jingga Health & Beauty';
const TIMEOUT = { timeout: 30_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A product page URL from the catalogue (url key + suffix), as the storefront links it. */
async function productPath(): Promise<string> {
  const query = '{ products(filter: { price: { from: "0" } }, pageSize: 1) { items { url_key url_suffix } } }';
  const response = await fetch(`${baseUrl()}/graphql?${new URLSearchParams({ query })}`, { headers: { Store: 'default' } });
  const { data } = await response.json();
  const [product] = data.products.items;
  return `/${product.url_key}${product.url_suffix ?? '.html'}`;
}

/** axe-core's serious and critical violations inside the header chrome (the banner and the tab bar). */
const headerAxeViolations = (page: Page) => axeViolations(page, ['header', 'nav[aria-label="Shortcuts"]']);

const logo = (page: Page) => page.getByRole('banner').getByRole('img', { name: LOGO_ALT });
const cartTrigger = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Cart/ }).or(page.getByRole('banner').getByRole('link', { name: /Cart/ }));
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });

describe('the header on a 1280 px desktop', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('shows the logo at 134x32, the search field with the store placeholder, and no script errors', async () => {
    const problems = watchForProblems(session.page);
    await session.page.goto('/', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    expect(await logo(session.page).boundingBox()).toMatchObject({ width: 134, height: 32 });
    const search = session.page.getByRole('combobox', { name: 'Search products' });
    await expect(search.getAttribute('placeholder')).resolves.toBeTruthy();
    await expect(search.isVisible()).resolves.toBe(true);
    await session.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first().waitFor(TIMEOUT);
    await screenshot(session.page, 'chrome-header-home-desktop');
    await expect(headerAxeViolations(session.page)).resolves.toEqual([]);
    // Console noise of session.page content (e.g. CSP reports about CMS markup) is the smoke test's business.
    expect(problems.consoleErrors.filter((message) => message.startsWith('uncaught:'))).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('the mega menu opens a submenu on hover, and a level-3 link opens its category URL', async () => {
    await session.page.goto('/', { waitUntil: 'networkidle' });
    const menu = session.page.getByRole('navigation', { name: 'Main menu' });
    const topLink = menu.getByRole('link').first();
    await topLink.waitFor(TIMEOUT);
    await topLink.hover();
    const submenu = session.page.getByTestId('mega-menu-submenu');
    await submenu.waitFor(TIMEOUT);
    await screenshot(session.page, 'chrome-header-mega-menu-desktop');
    const level3 = submenu.locator('ul ul a').first();
    const href = await level3.getAttribute('href');
    expect(href).toMatch(/^\/[\w/-]+\.html$/);
    await level3.click();
    await session.page.waitForURL((url) => url.pathname === href, TIMEOUT);
    await expect(submenu.count()).resolves.toBe(0);
    await session.page.mouse.move(640, 700);
    await session.page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor(TIMEOUT);
  });

  test('the cart trigger toggles the mini cart drawer, closed by Escape', async () => {
    await session.page.goto('/', { waitUntil: 'networkidle' });
    const trigger = session.page.getByRole('banner').getByRole('button', { name: /Cart/ });
    await trigger.click();
    const drawer = session.page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.waitFor(TIMEOUT);
    await screenshot(session.page, 'chrome-header-mini-cart-desktop');
    await session.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached', ...TIMEOUT });
    await trigger.click();
    await drawer.waitFor(TIMEOUT);
    // The session.page mask beside the drawer closes it.
    await session.page.mouse.click(20, 400);
    await drawer.waitFor({ state: 'detached', ...TIMEOUT });
  });

  test('the account menu opens above the session.page mask and its Sign In link works', async () => {
    await session.page.goto('/', { waitUntil: 'networkidle' });
    await session.page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    const signIn = session.page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    await signIn.waitFor(TIMEOUT);
    await screenshot(session.page, 'chrome-header-account-menu-desktop');
    await signIn.click();
    await session.page.waitForURL((url) => url.pathname === '/sign-in', TIMEOUT);
    await expect(signIn.count()).resolves.toBe(0);
  });

  test('/category keeps the full header; /checkout shows only the minimal header', async () => {
    await session.page.goto('/category', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    await screenshot(session.page, 'chrome-header-category-desktop');

    await session.page.goto('/checkout', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    await expect(cartTrigger(session.page).count()).resolves.toBe(0);
    await expect(session.page.getByRole('search').count()).resolves.toBe(0);
    await expect(session.page.getByRole('navigation', { name: 'Main menu' }).count()).resolves.toBe(0);
    await screenshot(session.page, 'chrome-header-checkout-desktop');
  });
});

describe('the chrome on a 390 px phone', () => {
  const session = pagePerTest(() => browser, mobileContext);

  test('home: the full header with a 103x24 logo, the cart link and the tab bar', async () => {
    await session.page.goto('/', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    expect(await logo(session.page).boundingBox()).toMatchObject({ width: 103, height: 24 });
    await expect(session.page.getByRole('banner').getByRole('link', { name: /Cart/ }).getAttribute('href')).resolves.toBe('/cart');
    await tabBar(session.page).waitFor(TIMEOUT);
    await expect(tabBar(session.page).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');
    await screenshot(session.page, 'chrome-header-home-mobile');
    await expect(headerAxeViolations(session.page)).resolves.toEqual([]);
  });

  test('the tab bar is hidden on a product session.page and on /sign-in', async () => {
    await session.page.goto(await productPath(), { waitUntil: 'networkidle' });
    await session.page.getByRole('banner').waitFor(TIMEOUT);
    await expect(tabBar(session.page).count()).resolves.toBe(0);

    await session.page.goto('/sign-in', { waitUntil: 'networkidle' });
    await session.page.getByRole('banner').getByRole('button', { name: 'Close' }).waitFor(TIMEOUT);
    await expect(tabBar(session.page).count()).resolves.toBe(0);
  });

  test('/category shows the top bar: a back button going home when opened directly, and the title', async () => {
    await session.page.goto('/category', { waitUntil: 'networkidle' });
    const back = session.page.getByRole('button', { name: 'Back' });
    await back.waitFor(TIMEOUT);
    await expect(session.page.getByRole('banner').getByText('Categories', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(session.page.getByRole('search').count()).resolves.toBe(0);
    await tabBar(session.page).waitFor(TIMEOUT);
    await screenshot(session.page, 'chrome-header-category-mobile');
    await expect(headerAxeViolations(session.page)).resolves.toEqual([]);
    await back.click();
    await session.page.waitForURL((url) => url.pathname === '/', TIMEOUT);
  });

  test('/checkout shows the minimal header and no cart trigger', async () => {
    await session.page.goto('/checkout', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    await expect(cartTrigger(session.page).count()).resolves.toBe(0);
    await expect(session.page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
    await expect(tabBar(session.page).count()).resolves.toBe(0);
    await screenshot(session.page, 'chrome-header-checkout-mobile');
  });
});
