import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';
import { expectCount, expectRead, expectTexts, expectVisible } from './support/expectations';
import { expectItemCount, listingSettled as settled } from './support/listing';

// /brands and a brand's products on the real build against the seeded brands (Mageplaza's mpbrand):
// the Featured logos and the A-Z list at both widths, a brand's listing with the catalogue's
// filters and sort, and an unknown brand's "Ooops!" page.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface SeededBrand {
  value: string;
  url_key: string;
  is_featured: number;
  product_quantity: number;
}

/** The seeded brands, read through the shop's own GraphQL. */
async function seededBrands(): Promise<SeededBrand[]> {
  const query = '{ mpbrand(pageSize: 500) { items { value url_key is_featured product_quantity } } }';
  const response = await fetch(`${baseUrl()}/graphql?${new URLSearchParams({ query })}`);
  const body = (await response.json()) as { data?: { mpbrand: { items: SeededBrand[] } }; errors?: unknown };
  if (!body.data) throw new Error(`mpbrand failed: ${JSON.stringify(body.errors)}`);
  return body.data.mpbrand.items;
}

const TIMEOUT = { timeout: 15_000 };
const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');

/** Every logo of the Featured block has loaded a real picture (they are not lazy: first screen). */
async function featuredLogosLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const logos = [...document.querySelectorAll<HTMLImageElement>('section[aria-labelledby="brands-featured"] img')];
    return logos.length > 0 && logos.every((logo) => logo.complete && logo.naturalWidth > 0);
  }, undefined, TIMEOUT);
}

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`/brands on ${kind}`, () => {
    const session = pagePerTest(() => browser, makeContext);

    test('shows the featured logos and every brand A to Z, and a letter jumps to its brands, axe-clean', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const brands = await seededBrands();
      const featured = brands.filter((brand) => brand.is_featured === 1);
      expect(featured.length).toBeGreaterThan(0);

      await page.goto('/brands', { waitUntil: 'networkidle' });
      const featuredRegion = main(page).getByRole('region', { name: 'Featured Brands' });
      await featuredRegion.waitFor(TIMEOUT);
      const logoNames = async () => (await featuredRegion.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))).sort();
      await expectRead(logoNames, featured.map((brand) => brand.value).sort());
      await featuredLogosLoaded(page);

      const all = main(page).getByRole('region', { name: 'All Brands A–Z' });
      await expectCount(all.getByRole('link', { name: brands[0].value, exact: true }), 1);
      await expectCount(all.locator('a[href^="/brands/"]'), brands.length);

      // A letter of the index jumps to its brands.
      const last = brands[brands.length - 1];
      const letter = last.value[0].toUpperCase();
      await all.getByRole('navigation', { name: 'Brands by letter' }).getByRole('link', { name: `Brands starting with ${letter}` }).click();
      await page.waitForURL((url) => url.pathname === '/brands' && url.hash === `#brands-${letter.toLowerCase()}`);
      const group = all.getByRole('region', { name: letter, exact: true });
      await expectVisible(group.getByRole('link', { name: last.value }));

      if (kind === 'mobile') await expectVisible(page.getByRole('banner').getByText('Brands', { exact: true }));
      else await expectVisible(main(page).getByRole('heading', { level: 1, name: 'Brands' }));
      expect(await axeViolations(page, ['main'])).toEqual([]);
      await screenshot(page, `brands-${kind}`);
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });

    test("a brand opens its products: the catalogue's cards, filters and sort keep to the brand", async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const brands = await seededBrands();
      const brand = [...brands].sort((a, b) => b.product_quantity - a.product_quantity)[0];
      expect(brand.product_quantity).toBeGreaterThan(6);

      await page.goto('/brands', { waitUntil: 'networkidle' });
      await main(page).getByRole('region', { name: 'All Brands A–Z' }).getByRole('link', { name: brand.value, exact: true }).click();
      await page.waitForURL(`**/brands/${brand.url_key}`);
      await main(page).getByRole('heading', { level: 1, name: brand.value }).waitFor(TIMEOUT);
      await settled(page);
      await expectItemCount(page, brand.product_quantity);
      await expectCount(cards(page), 6);
      await expectTexts(main(page).getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'), ['Home', 'Brands']);

      // Sort: price, low to high.
      await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
      await page.waitForURL(/sort=price&dir=ASC/);
      await settled(page);
      const prices = await cards(page).evaluateAll((articles) => articles.map((article) => Number((article.querySelector('[class*="final"]')?.textContent ?? '').replace(/\D/g, ''))));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      // Filter: the first price range (no Brand group: the page is the brand's).
      if (kind === 'desktop') {
        const sidebar = main(page).getByRole('complementary', { name: 'Filters' });
        await expectCount(sidebar.getByRole('region', { name: 'Brand', exact: true }), 0);
        const option = sidebar.getByRole('region', { name: 'Price' }).getByRole('checkbox').first();
        const optionCount = Number(((await option.locator('xpath=..').textContent()) ?? '').match(/(\d+)$/)?.[1]);
        await option.click();
        await page.waitForURL(/%5Bfilter%5D=/);
        await settled(page);
        await expectItemCount(page, optionCount);
      } else {
        const button = page.getByRole('button', { name: 'Filter', exact: true });
        await button.click();
        const dialog = page.getByRole('dialog', { name: 'Filters' });
        await dialog.waitFor(TIMEOUT);
        await expectCount(dialog.getByRole('region', { name: 'Brand', exact: true }), 0);
        await dialog.getByRole('region', { name: 'Price' }).getByRole('checkbox').first().click();
        await dialog.getByRole('button', { name: 'Apply' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.waitForURL(/%5Bfilter%5D=/);
        expect(await settled(page)).toBeLessThanOrEqual(brand.product_quantity);
      }
      expect(new URL(page.url()).pathname).toBe(`/brands/${brand.url_key}`);
      await expectCount(cards(page), { above: 0 });
      expect(await axeViolations(page, ['main'])).toEqual([]);
      await screenshot(page, `brand-products-${kind}`);
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
}

describe('an unknown brand', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('shows "Ooops!"', async () => {
    const { page } = session;
    await page.goto('/brands/no-such-brand', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Ooops!' }).waitFor(TIMEOUT);
    await expectVisible(page.getByText('PAGE NOT FOUND'));
    expect(await axeViolations(page, ['main'])).toEqual([]);
  });
});
