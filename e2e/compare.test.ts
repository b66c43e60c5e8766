import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO, signIn } from './support/account';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, realProblems, screenshot, watchForProblems } from './support/browser';
import { freshShopperPerTest, simpleProductsInStock, TIMEOUT, type ShopProduct } from './support/checkoutSteps';
import { expectAttribute, expectCount, expectRead, expectTexts } from './support/expectations';

// Product compare (Magento's compare lists) on the real build against the seeded catalogue: a guest
// adds one product from a product card and another from a product page, the desktop header counts
// them (a phone's header has no room: the toast leads to the comparison), /product-compare shows
// them side by side at both widths (scrolling sideways on a phone with the attribute names kept in
// view), one is removed and the list cleared; a guest's list is the customer's after signing in.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const compareTable = (page: Page) => main(page).getByRole('table', { name: 'Products compared side by side' });
const headerCount = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Compare ${count} product${count === 1 ? '' : 's'}` });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Adds the first product card of a search to the compare list; answers the product's name. */
async function addFromCard(page: Page): Promise<string> {
  await page.goto('/search.html?query=serum', { waitUntil: 'networkidle' });
  const card = main(page).getByRole('article').first();
  await card.waitFor(TIMEOUT);
  const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  const button = card.getByRole('button', { name: 'Add to Compare' });
  await button.click();
  await toast(page, `You added ${name} to the comparison list.`).waitFor(TIMEOUT);
  await card.getByRole('button', { name: 'Remove from Compare', pressed: true }).waitFor(TIMEOUT);
  return name;
}

/** Adds a product from its own page (a product other than `not`). */
async function addFromProductPage(page: Page, not: string): Promise<ShopProduct> {
  const product = (await simpleProductsInStock()).find((candidate) => candidate.name !== not) as ShopProduct;
  await page.goto(product.path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor(TIMEOUT);
  // The page's own button comes before the cards of related products (which have theirs).
  await main(page).getByRole('button', { name: 'Add to Compare' }).first().click();
  await toast(page, `You added ${product.name} to the comparison list.`).waitFor(TIMEOUT);
  await main(page).getByRole('button', { name: 'Remove from Compare', pressed: true }).first().waitFor(TIMEOUT);
  return product;
}

/** The product names heading the comparison's columns. */
async function comparedNames(table: Locator): Promise<string[]> {
  return table.getByRole('columnheader').evaluateAll((headers) => headers.map((header) => header.querySelector('a')?.textContent?.trim() ?? ''));
}

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`product compare on ${kind}`, () => {
    const session = freshShopperPerTest(() => browser, makeContext);

    test('a guest compares a card\u2019s product and a product page\u2019s side by side, removes one and clears the list, axe-clean', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const fromCard = await addFromCard(page);
      const fromPage = await addFromProductPage(page, fromCard);

      if (kind === 'desktop') await headerCount(page, 2).click();
      else await toast(page, `You added ${fromPage.name} to the comparison list.`).getByRole('button', { name: 'View comparison' }).click();
      await page.waitForURL((url) => url.pathname === '/product-compare', TIMEOUT);
      await main(page).getByRole('heading', { level: 1, name: 'Compare Products' }).waitFor(TIMEOUT);
      const table = compareTable(page);
      await table.waitFor(TIMEOUT);
      await expectRead(async () => (await comparedNames(table)).sort(), [fromCard, fromPage.name].sort());
      await expectRead(async () => (await table.getByRole('rowheader').allTextContents()).slice(0, 4), ['SKU', 'Description', 'Short Description', 'Brand']);
      // The page's SKU is in its column, beside the card's product's.
      const skuRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'SKU' }) });
      await expectTexts(skuRow.getByRole('cell'), { contains: fromPage.sku });
      await expectCount(main(page).getByText('2 products'), 1);
      await screenshot(page, `compare-two-products-${kind}`);
      expect(await axeViolations(page, ['main', 'header'])).toEqual([]);

      if (kind === 'mobile') {
        // Wider than the phone: the table scrolls sideways, the attribute names stay in view.
        const region = main(page).getByRole('region', { name: 'Products compared side by side' });
        const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
        expect(widths.scroll).toBeGreaterThan(widths.client);
        const sku = table.getByRole('rowheader', { name: 'SKU' });
        const before = await sku.boundingBox();
        await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await page.waitForFunction(() => (document.querySelector('[role="region"] table')?.parentElement?.scrollLeft ?? 0) > 0);
        expect((await sku.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0);
        await screenshot(page, 'compare-scrolled-mobile');
      }

      await main(page).getByRole('button', { name: `Remove ${fromCard}` }).click();
      await toast(page, `You removed ${fromCard} from the comparison list.`).waitFor(TIMEOUT);
      await page.waitForFunction(() => document.querySelectorAll('table thead th[scope="col"]').length === 1);
      await expectRead(() => comparedNames(table), [fromPage.name]);

      await main(page).getByRole('button', { name: 'Clear all' }).click();
      await main(page).getByText('You have no items to compare.').waitFor(TIMEOUT);
      await toast(page, 'You cleared the comparison list.').waitFor(TIMEOUT);
      await expectAttribute(main(page).getByRole('link', { name: 'Continue shopping' }), 'href', '/');
      await screenshot(page, `compare-empty-${kind}`);
      expect(await axeViolations(page, ['main'])).toEqual([]);
      // Nothing left to count.
      await page.goto('/', { waitUntil: 'networkidle' });
      await expectCount(page.getByRole('banner').getByRole('link', { name: /^Compare Products/ }), 0);
      if (kind === 'mobile') {
        // The phone's header keeps its room for the search field.
        await addFromCard(page);
        await page.goto('/', { waitUntil: 'networkidle' });
        await expectCount(page.getByRole('banner').getByRole('link', { name: /^Compare Products/ }), 0);
      }
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
}

describe('product compare and signing in', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('the demo customer keeps the list they made as a guest', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    const product = await addFromProductPage(page, '');
    await signIn(page, DEMO);
    // The customer's list (the guest's, assigned at sign-in) is the one the header counts.
    await page.getByRole('banner').getByRole('link', { name: /^Compare \d+ products?$/ }).waitFor(TIMEOUT);
    await page.goto('/product-compare', { waitUntil: 'networkidle' });
    const table = compareTable(page);
    await table.waitFor(TIMEOUT);
    await expectRead(() => comparedNames(table), { contains: product.name });
    await screenshot(page, 'compare-after-sign-in-desktop');
    // Leave the demo customer without a list for the next run.
    await main(page).getByRole('button', { name: 'Clear all' }).click();
    await main(page).getByText('You have no items to compare.').waitFor(TIMEOUT);
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
