import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';
import { expectAttribute, expectCount, expectTexts, expectValue, expectVisible } from './support/expectations';

// /store-locator on the real build against the 15 seeded stores (Mageplaza's MpStoreLocatorLocations):
// addresses, tel: links, hours and outbound map links at both widths, the search by city or name
// and its empty result, and "Shop" in the phone's top bar. No third-party map is loaded.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const TIMEOUT = { timeout: 15_000 };
const main = (page: Page) => page.getByRole('main');
const storeCards = (page: Page) => main(page).getByRole('article');
const storeNames = (page: Page) => storeCards(page).getByRole('heading', { level: 2 });

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`/store-locator on ${kind}`, () => {
    const session = pagePerTest(() => browser, makeContext);

    test('lists the stores with tel: links, hours and directions in new tabs, axe-clean, loading nothing from elsewhere', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.origin !== new URL(baseUrl()).origin) elsewhere.push(request.url());
      });
      await page.goto('/store-locator', { waitUntil: 'networkidle' });
      await main(page).getByText('15 stores').waitFor(TIMEOUT);
      await expectCount(storeCards(page), 15);

      const card = storeCards(page).filter({ has: page.getByRole('heading', { name: 'Jingga Dago' }) });
      await expectVisible(card.getByText('Jl. Ir. H. Juanda No. 101'));
      await expectVisible(card.getByText(/Bandung, Jawa Barat 40132/));
      await expectCount(card.locator('a[href^="tel:+62"]'), 1);
      await expectVisible(card.getByText(/^(Open today \d\d:\d\d – \d\d:\d\d|Closed today)$/));
      const directions = card.getByRole('link', { name: 'Get directions to Jingga Dago (opens in a new tab)' });
      await expectAttribute(directions, 'href', 'https://www.google.com/maps/dir/?api=1&destination=-6.8926,107.6131');
      await expectAttribute(directions, 'target', '_blank');
      await expectAttribute(directions, 'rel', { contains: 'noopener' });
      await expectAttribute(card.getByRole('link', { name: /^View on map: Jingga Dago/ }), 'href', { contains: '#map=8/' });

      // The week's hours, today marked.
      await card.getByText('Opening hours').click();
      await expectCount(card.locator('li[aria-current="date"]'), 1);
      await expectCount(card.getByRole('listitem'), 7);

      if (kind === 'mobile') {
        await expectVisible(page.getByRole('banner').getByText('Shop', { exact: true }));
        await expectCount(main(page).getByRole('heading', { level: 1, name: 'Store Locator' }), 1);
      } else {
        await expectVisible(main(page).getByRole('heading', { level: 1, name: 'Store Locator' }));
      }
      expect(await axeViolations(page, ['main'])).toEqual([]);
      await screenshot(page, `store-locator-${kind}`);
      expect(elsewhere).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });

    test('the search by city or name narrows the list, and an unknown city says so clearly', async () => {
      const { page } = session;
      await page.goto('/store-locator', { waitUntil: 'networkidle' });
      const search = main(page).getByRole('searchbox', { name: 'Search by city or store name' });
      await search.fill('Surabaya');
      await main(page).getByText('1 store of 15 for “Surabaya”').waitFor(TIMEOUT);
      await expectTexts(storeNames(page), ['Jingga Surabaya']);
      expect(new URL(page.url()).searchParams.get('q')).toBe('Surabaya');

      await search.fill('jakarta');
      await main(page).getByText('3 stores of 15 for “jakarta”').waitFor(TIMEOUT);
      await expectTexts(storeNames(page), ['Jingga Kemang', 'Jingga Kelapa Gading', 'Jingga Thamrin']);

      await search.fill('malioboro');
      await main(page).getByText('1 store of 15 for “malioboro”').waitFor(TIMEOUT);
      await expectTexts(storeNames(page), ['Jingga Malioboro']);

      await search.fill('Atlantis');
      await main(page).getByText('No store matches “Atlantis”. Try another city or store name.').waitFor(TIMEOUT);
      await expectCount(storeCards(page), 0);
      expect(await axeViolations(page, ['main'])).toEqual([]);
      await screenshot(page, `store-locator-no-match-${kind}`);
      await main(page).getByRole('button', { name: 'Show all stores' }).click();
      await main(page).getByText('15 stores').waitFor(TIMEOUT);
      await expectValue(search, '');
    });
  });
}
