import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { addToCartThroughShop, simpleAndConfigurableInStock, type CartProduct } from './support/cartContents';
import { desktopContext, launchBrowser, mobileContext, realProblems, screenshot, watchForProblems } from './support/browser';
import { freshShopperPerTest, storedCartId, TIMEOUT } from './support/checkoutSteps';
import { eventually } from './support/eventually';
import { expectCount, expectRead, expectText, expectTexts, expectVisible } from './support/expectations';

// Cart state that looked broken (issue 21): the header's price on a first visit, the place of a
// configurable line after a quantity change, a refused quantity, and the menu's Promo entry.

let browser: Browser;
let simple: CartProduct;
let configurable: CartProduct;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ simple, configurable } = await simpleAndConfigurableInStock());
});

afterAll(async () => {
  await browser?.close();
});

const cartPill = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });
const cartLines = (page: Page) => page.getByTestId('cart-line');
const lineOf = (page: Page, product: CartProduct) => cartLines(page).filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
const lineNames = (page: Page) => cartLines(page).getByRole('link');
const quantityOf = (line: Locator) => line.getByRole('spinbutton', { name: 'Quantity' });

/** Opens /cart holding `products` (added in this order by the shop, as lines are created) and waits for its lines. */
async function openCartWith(page: Page, products: CartProduct[]): Promise<void> {
  await page.goto('/', { waitUntil: 'networkidle' });
  await addToCartThroughShop(await storedCartId(page), products);
  await page.goto('/cart', { waitUntil: 'networkidle' });
  await expectCount(cartLines(page), products.length);
}

describe('the header cart on a first visit, 1280 px', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test("reads the store's currency (Rp 0) from the first paint and on the next page, never US dollars", async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    // Every text the header's cart ever shows, from the first render on.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { cartTexts: string[] }).cartTexts = []);
      new MutationObserver(() => {
        const pill = document.querySelector('header button[aria-haspopup="dialog"]');
        const text = pill?.textContent ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/about-us', { waitUntil: 'commit' });
    await expectText(cartPill(page), /^Cart\s?Rp\s0\s?0 items$/);
    await screenshot(page, 'cart-state-first-visit-desktop');

    // On to another page within the app (the logo leads home): still the store's currency.
    await page.getByRole('banner').locator('a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/', TIMEOUT);
    await page.waitForLoadState('networkidle');
    await expectText(cartPill(page), /^Cart\s?Rp\s0\s?0 items$/);
    const texts = await page.evaluate(() => (window as unknown as { cartTexts: string[] }).cartTexts);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text.includes('$'))).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe('changing quantities on /cart, 1280 px', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('a configurable line keeps its place when its quantity changes, also after a reload', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await openCartWith(page, [configurable, simple]);
    await expectTexts(lineNames(page), [configurable.name, simple.name]);

    const line = lineOf(page, configurable);
    await line.getByRole('button', { name: `Increase quantity of ${configurable.name}` }).click();
    await expectRead(() => quantityOf(lineOf(page, configurable)).inputValue(), '2');
    await expectText(page.getByRole('region', { name: 'Order Summary' }), { contains: 'Subtotal (3 items)' });
    await expectTexts(lineNames(page), [configurable.name, simple.name]);

    await page.reload({ waitUntil: 'networkidle' });
    await expectCount(cartLines(page), 2);
    await expectTexts(lineNames(page), [configurable.name, simple.name]);
    await expectRead(() => quantityOf(lineOf(page, configurable)).inputValue(), '2');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('a refused quantity (999) is told on its line, and the field goes back to what the cart holds', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await openCartWith(page, [simple, configurable]);
    const line = lineOf(page, simple);
    const rowTotal = await line.textContent();

    await quantityOf(line).fill('999');
    const refusal = line.getByRole('alert');
    await expectText(refusal, /requested qty/);
    await expectRead(() => quantityOf(line).inputValue(), '1');
    // Said once, on that line: not above the cart, not on the other line.
    await expectCount(page.getByRole('main').getByRole('alert'), 1);
    expect(await quantityOf(line).getAttribute('aria-describedby')).toBe(await refusal.getAttribute('id'));
    expect((await line.textContent())?.replace(await refusal.innerText(), '')).toBe(rowTotal);
    await screenshot(page, 'cart-state-refused-quantity-desktop');
    await expect(axeViolations(page, ['main'])).resolves.toEqual([]);

    // A quantity the cart takes clears it.
    await line.getByRole('button', { name: `Increase quantity of ${simple.name}` }).click();
    await expectRead(() => quantityOf(line).inputValue(), '2');
    await expectCount(line.getByRole('alert'), 0);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe('a refused quantity on a 390 px phone', () => {
  const session = freshShopperPerTest(() => browser, mobileContext);

  test('is told on its line, the field back to the quantity the cart holds', async () => {
    const { page } = session;
    await openCartWith(page, [simple]);
    const line = lineOf(page, simple);
    await quantityOf(line).fill('999');
    await expectText(line.getByRole('alert'), /requested qty/);
    await expectRead(() => quantityOf(line).inputValue(), '1');
    await screenshot(page, 'cart-state-refused-quantity-mobile');
  });
});

describe("the mega menu's Promo entry, 1280 px", () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('leads to the promo page, with its products, not to Lab Tests', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const promo = menu.getByRole('link', { name: 'Promo', exact: true });
    const labTests = menu.getByRole('link', { name: 'Lab Tests', exact: true });
    await menu.getByRole('link').first().waitFor(TIMEOUT);
    // Promo sits in the row, or under More when the row is full.
    const inRow = await eventually(() => promo.isVisible(), Boolean, 2_000);
    if (!inRow) await menu.getByRole('button', { name: 'More' }).hover();
    await expectVisible(promo);
    const promoHref = await promo.getAttribute('href');
    expect(promoHref).not.toBe(await labTests.first().getAttribute('href'));

    await promo.click();
    await page.waitForURL((url) => url.pathname !== '/', TIMEOUT);
    expect(new URL(page.url()).pathname).not.toMatch(/lab-tests/);
    await expectVisible(page.getByRole('heading', { level: 1, name: /promo|week|sale/i }));
    // Its products: the catalogue's own cards (loaded as the shopper scrolls down to them).
    const addButtons = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    const cards = await eventually(async () => {
      await page.mouse.wheel(0, 800);
      return addButtons.count();
    }, (count) => count > 0, 15_000);
    expect(cards).toBeGreaterThan(0);
    await screenshot(page, 'cart-state-promo-page-desktop');
    // Scrolling fast past lazy pictures cancels some of their requests: the page's own doing, not a failure.
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
