import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, screenshot, watchForProblems } from './support/browser';
import { expectAttribute, expectCount, expectHidden, expectText, expectTexts, expectValue, expectVisible } from './support/expectations';
import { expectItemCount, listingSettled as settled } from './support/listing';

// Category and search listings as a shopper uses them, on the real build: browse to a leaf
// category, filter, sort, page, go back and forward; the phone's filter dialog; the search page;
// and URLs a shopper could mistype, which always end on a page that shows products.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});


const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const params = (page: Page) => new URL(page.url()).searchParams;

/** The category listing requests the page sends from now on: how many, and how many it cancelled. */
function watchListingRequests(page: Page): { sent: number; cancelled: number } {
  const requests = { sent: 0, cancelled: 0 };
  const isListing = (url: string) => url.includes('getCategoryListing');
  page.on('request', (request) => void (isListing(request.url()) && (requests.sent += 1)));
  page.on('requestfailed', (request) => void (isListing(request.url()) && (requests.cancelled += 1)));
  return requests;
}

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('a').allTextContents();
}

/** The final prices shown on the cards, as numbers ("Rp 125.000" -> 125000). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((articles) => articles.map((article) => article.querySelector('[class*="final"]')?.textContent ?? ''));
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

describe('category listing on desktop', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('browses /category to a leaf category page of product cards, axe-clean', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/category', { waitUntil: 'networkidle' });
    await main(page).getByRole('button', { name: 'Skincare' }).click();
    await main(page).getByRole('button', { name: 'Face' }).click();
    await main(page).getByRole('link', { name: 'Serum' }).click();
    await page.waitForURL('**/skincare/face/serum.html');
    await main(page).getByRole('heading', { level: 1, name: 'Serum' }).waitFor();
    await settled(page);
    const crumbs = main(page).getByRole('navigation', { name: 'Breadcrumb' });
    await expectTexts(crumbs.getByRole('link'), ['Home', 'Skincare', 'Face']);
    await expectCount(cards(page), { above: 0 });
    await expectVisible(main(page).getByRole('combobox', { name: 'Sort by' }));
    await expectVisible(main(page).getByRole('complementary', { name: 'Filters' }));
    await screenshot(page, 'catalog-leaf-desktop');
    expect(await axeViolations(page, ['main'])).toEqual([]);
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('filters, sorts and pages through the URL; back and forward restore each step exactly', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/skincare.html', { waitUntil: 'networkidle' });
    const total = await settled(page);
    expect(total).toBeGreaterThan(12);

    // Filter: a brand; the count becomes the brand's count.
    const sidebar = main(page).getByRole('complementary', { name: 'Filters' });
    const brand = sidebar.getByRole('region', { name: 'Brand' }).getByRole('checkbox').first();
    const brandLabel = (await brand.locator('xpath=..').textContent()) ?? '';
    const brandCount = Number(brandLabel.match(/(\d+)$/)?.[1]);
    await brand.click();
    await page.waitForURL(/brand%5Bfilter%5D=/);
    await settled(page);
    await expectItemCount(page, brandCount);
    const filtered = await cardNames(page);

    // Clear it, then sort by price, low to high: one request for each, and the filter stays cleared.
    const requests = watchListingRequests(page);
    await main(page).getByRole('button', { name: 'Clear all' }).first().click();
    await page.waitForURL((url) => !url.search.includes('filter'));
    await settled(page);
    await expectItemCount(page, total);
    await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
    await page.waitForURL(/sort=price&dir=ASC/);
    await settled(page);
    expect(params(page).has('brand[filter]')).toBe(false);
    await expectItemCount(page, total);
    expect(requests.sent).toBeLessThanOrEqual(2);
    expect(requests.cancelled).toBe(0);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const sortedFirstPage = await cardNames(page);

    // Page 2 keeps the sort.
    await main(page).getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await settled(page);
    expect(params(page).get('sort')).toBe('price');
    const secondPage = await cardNames(page);
    expect(secondPage).not.toEqual(sortedFirstPage);
    expect(Math.min(...(await cardPrices(page)))).toBeGreaterThanOrEqual(Math.max(...prices));
    await screenshot(page, 'catalog-page-2-desktop');

    // Back: page 1 of the sorted list; back again: the brand filter; forward twice: page 2.
    await page.goBack();
    await settled(page);
    expect(params(page).get('page')).toBeNull();
    expect(await cardNames(page)).toEqual(sortedFirstPage);
    await expectValue(main(page).getByRole('combobox', { name: 'Sort by' }), 'price:ASC');
    await page.goBack();
    await settled(page);
    await page.goBack();
    await settled(page);
    expect(params(page).getAll('brand[filter]')).toHaveLength(1);
    expect(await cardNames(page)).toEqual(filtered);
    await expectCount(sidebar.getByRole('checkbox', { checked: true }), 1);
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await settled(page);
    expect(params(page).get('page')).toBe('2');
    expect(await cardNames(page)).toEqual(secondPage);

    // A reload restores the same page.
    await page.reload({ waitUntil: 'networkidle' });
    await settled(page);
    expect(await cardNames(page)).toEqual(secondPage);
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("adds a simple product to the cart from its card: the header's cart shows it", async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/skincare.html', { waitUntil: 'networkidle' });
    await settled(page);
    const trigger = page.getByRole('banner').getByRole('button', { name: /Cart/ });
    await expectText(trigger, { contains: '0 items' });
    const card = cards(page).filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).first();
    const name = (await card.locator('a').first().textContent()) ?? '';
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction(() => /1 item/.test(document.querySelector('header')?.textContent ?? ''));
    await page.getByRole('dialog').getByText(name).waitFor();
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('an empty result says so and clears the filters on request', async () => {
    const { page } = session;
    // Two facets that exist but never meet: the smallest price bucket with the priciest bucket's brand is
    // not guaranteed empty, so ask for a price range no product has.
    await page.goto('/skincare.html?price%5Bfilter%5D=huge%2C900000000_*', { waitUntil: 'networkidle' });
    await main(page).getByText('No products match the filters you chose.').waitFor();
    await screenshot(page, 'catalog-empty-desktop');
    await main(page).getByRole('button', { name: 'Clear all filters' }).click();
    await page.waitForURL((url) => !url.search.includes('filter'));
    await settled(page);
    await expectCount(cards(page), 6);
  });
});

describe('category listing on a phone (390 wide)', () => {
  const session = pagePerTest(() => browser, mobileContext);

  test('filters in the dialog of the floating Filter button, with a badge counting the picks', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/skincare.html', { waitUntil: 'networkidle' });
    await settled(page);
    // The sidebar is on the page but not shown: the floating button opens the filters.
    const sidebar = main(page).getByRole('complementary', { name: 'Filters', includeHidden: true });
    await expectCount(sidebar, 1);
    await expectHidden(sidebar);
    expect(await axeViolations(page, ['main'])).toEqual([]);
    const button = page.getByRole('button', { name: 'Filter', exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);

    // Escape closes it without changing anything.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    await button.click();
    await dialog.getByRole('region', { name: 'Brand' }).getByRole('checkbox').first().click();
    await dialog.getByRole('region', { name: 'Price' }).getByRole('checkbox').first().click();
    await screenshot(page, 'catalog-filter-dialog-mobile');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/brand%5Bfilter%5D=.*price%5Bfilter%5D=|price%5Bfilter%5D=.*brand%5Bfilter%5D=/);
    await settled(page);
    await expectAttribute(button, 'aria-describedby', /\S/);
    await expectText(button, { contains: '2' });
    await screenshot(page, 'catalog-filtered-mobile');
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe('search page', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('lists the results of a query with their count, filters and pages', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/search.html?query=serum', { waitUntil: 'networkidle' });
    await main(page).getByRole('heading', { level: 1, name: 'Search results for “serum”' }).waitFor();
    expect(await settled(page)).toBeGreaterThan(0);
    await expectValue(main(page).getByRole('combobox', { name: 'Sort by' }), 'relevance:DESC');
    await screenshot(page, 'catalog-search-desktop');
    expect(await axeViolations(page, ['main'])).toEqual([]);

    const category = main(page).getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Category' }).getByRole('checkbox').first();
    await category.click();
    await page.waitForURL(/category_uid%5Bfilter%5D=/);
    await settled(page);
    expect(params(page).get('query')).toBe('serum');
    await expectCount(cards(page), { above: 0 });
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('shows script tags and SQL-like words as text, and sends nothing for spaces', async () => {
    const { page } = session;
    const words = "<script>window.hacked=1</script>' OR 1=1 --";
    await page.goto(`/search.html?query=${encodeURIComponent(words)}`, { waitUntil: 'networkidle' });
    await main(page).getByRole('heading', { level: 1, name: `Search results for “${words}”` }).waitFor();
    await main(page).getByText(/No products were found for/).waitFor();
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('getSearchListing')) requests.push(request.url());
    });
    await page.goto('/search.html?query=%20%20%20', { waitUntil: 'networkidle' });
    await main(page).getByText('Type what you are looking for in the search bar.').waitFor();
    expect(requests).toEqual([]);
  });
});

describe('bad listing URLs never show a blank page', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test.each([
    ['an unknown filter key', '/skincare.html?nope%5Bfilter%5D=x%2C1', (search: URLSearchParams) => expect(search.has('nope[filter]')).toBe(false)],
    ['an unknown filter value', '/skincare.html?brand%5Bfilter%5D=Ghost%2C999999', (search: URLSearchParams) => expect(search.has('brand[filter]')).toBe(false)],
    ['a page past the last one', '/skincare.html?page=999', (search: URLSearchParams) => expect(Number(search.get('page'))).toBeLessThan(999)],
    ['a page that is not a number', '/skincare.html?page=abc', () => undefined],
    ['an unknown sort', '/skincare.html?sort=colour', (search: URLSearchParams) => expect(search.has('sort')).toBe(false)],
  ])('%s', async (_name, path, checkUrl) => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await settled(page);
    await expectCount(cards(page), { above: 0 });
    await expectCount(page.getByText('Ooops!'), 0);
    checkUrl(params(page));
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
