import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';
import { expectAttribute, expectCount, expectRead, expectVisible } from './support/expectations';

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
/** The logo's width and height on screen (null before it has a box). */
const logoSize = async (page: Page) => {
  const box = await logo(page).boundingBox();
  return box && { width: box.width, height: box.height };
};
const cartTrigger = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Cart/ }).or(page.getByRole('banner').getByRole('link', { name: /Cart/ }));
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });

describe('the header on a 1280 px desktop', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('shows the logo at 134x32, the search field with the store placeholder, and no script errors', async () => {
    const problems = watchForProblems(session.page);
    await session.page.goto('/', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    await expectRead(() => logoSize(session.page), { width: 134, height: 32 });
    const search = session.page.getByRole('combobox', { name: 'Search products' });
    await expectAttribute(search, 'placeholder', /\S/);
    await expectVisible(search);
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
    await expectCount(submenu, 0);
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
    await expectCount(signIn, 0);
  });

  test('/category keeps the full header; /checkout shows only the minimal header', async () => {
    await session.page.goto('/category', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    await screenshot(session.page, 'chrome-header-category-desktop');

    await session.page.goto('/checkout', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    await expectCount(cartTrigger(session.page), 0);
    await expectCount(session.page.getByRole('search'), 0);
    await expectCount(session.page.getByRole('navigation', { name: 'Main menu' }), 0);
    await screenshot(session.page, 'chrome-header-checkout-desktop');
  });
});

describe('the chrome on a 390 px phone', () => {
  const session = pagePerTest(() => browser, mobileContext);

  test('home: the full header with a 103x24 logo, the cart link and the tab bar', async () => {
    await session.page.goto('/', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    await expectRead(() => logoSize(session.page), { width: 103, height: 24 });
    await expectAttribute(session.page.getByRole('banner').getByRole('link', { name: /Cart/ }), 'href', '/cart');
    await tabBar(session.page).waitFor(TIMEOUT);
    await expectAttribute(tabBar(session.page).getByRole('link', { name: 'Home' }), 'aria-current', 'page');
    await screenshot(session.page, 'chrome-header-home-mobile');
    await expect(headerAxeViolations(session.page)).resolves.toEqual([]);
  });

  test('the tab bar is hidden on a product session.page and on /sign-in', async () => {
    await session.page.goto(await productPath(), { waitUntil: 'networkidle' });
    await session.page.getByRole('banner').waitFor(TIMEOUT);
    await expectCount(tabBar(session.page), 0);

    await session.page.goto('/sign-in', { waitUntil: 'networkidle' });
    await session.page.getByRole('banner').getByRole('button', { name: 'Close' }).waitFor(TIMEOUT);
    await expectCount(tabBar(session.page), 0);
  });

  test('/category shows the top bar: a back button going home when opened directly, and the title', async () => {
    await session.page.goto('/category', { waitUntil: 'networkidle' });
    const back = session.page.getByRole('button', { name: 'Back' });
    await back.waitFor(TIMEOUT);
    await expectVisible(session.page.getByRole('banner').getByText('Categories', { exact: true }));
    await expectCount(session.page.getByRole('search'), 0);
    await tabBar(session.page).waitFor(TIMEOUT);
    await screenshot(session.page, 'chrome-header-category-mobile');
    await expect(headerAxeViolations(session.page)).resolves.toEqual([]);
    await back.click();
    await session.page.waitForURL((url) => url.pathname === '/', TIMEOUT);
  });

  test('/checkout shows the minimal header and no cart trigger', async () => {
    await session.page.goto('/checkout', { waitUntil: 'networkidle' });
    await logo(session.page).waitFor(TIMEOUT);
    await expectCount(cartTrigger(session.page), 0);
    await expectCount(session.page.getByRole('button', { name: 'Back' }), 0);
    await expectCount(tabBar(session.page), 0);
    await screenshot(session.page, 'chrome-header-checkout-mobile');
  });
});
