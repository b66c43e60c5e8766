import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO, signIn } from './support/account';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, screenshot, watchForProblems, realProblems } from './support/browser';
import { wholeCatalogue } from './support/catalogue';
import { freshShopperPerTest, rupiah, TIMEOUT } from './support/checkoutSteps';
import { expectAttribute, expectCount, expectRead, expectText, expectVisible, plain } from './support/expectations';

// Issue 21, language and numbers: a language switcher for everyone (the header on desktop, the
// account tab on phones) whose choice survives a reload and is the one /setting shows; the store's
// labels in Bahasa Indonesia; one number format; starting prices labelled as such.

let browser: Browser;

interface ShopProduct {
  __typename: string;
  name: string;
  url_key: string;
  url_suffix: string;
  stock_status: string;
  price_range: {
    minimum_price: { final_price: { value: number }; regular_price: { value: number } };
    maximum_price: { final_price: { value: number } };
  };
}
let catalogue: ShopProduct[];

beforeAll(async () => {
  browser = await launchBrowser();
  catalogue = await wholeCatalogue<ShopProduct>(
    '__typename name url_key url_suffix stock_status price_range { minimum_price { final_price { value } regular_price { value } } maximum_price { final_price { value } } }',
  );
});

afterAll(async () => {
  await browser?.close();
});

const pathOf = (product: ShopProduct) => `/${product.url_key}${product.url_suffix}`;
const minimum = (product: ShopProduct) => product.price_range.minimum_price.final_price.value;
const isRanged = (product: ShopProduct) => product.price_range.maximum_price.final_price.value > minimum(product);

function pick(typename: string, extra: (product: ShopProduct) => boolean = () => true): ShopProduct {
  const product = catalogue.find((candidate) => candidate.__typename === typename && candidate.stock_status === 'IN_STOCK' && extra(candidate));
  if (!product) throw new Error(`the demo shop has no ${typename} to test with`);
  return product;
}

/** The header's language button: "Language: English", or "Bahasa: Bahasa Indonesia" once switched. */
const headerSwitcher = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('button', { name });

/** Chooses Bahasa Indonesia in the header's switcher. */
async function chooseIndonesianInHeader(page: Page): Promise<void> {
  await headerSwitcher(page, 'Language: English').click();
  await page.getByRole('banner').getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await headerSwitcher(page, 'Bahasa: Bahasa Indonesia').waitFor(TIMEOUT);
}

/** The search field in the header. */
const searchField = (page: Page) => page.getByRole('banner').getByRole('combobox');

describe('a guest chooses the language on a 1280 px desktop', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('the header switcher shows the shop in Bahasa Indonesia, with its own search placeholder, and a reload keeps it', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expectAttribute(searchField(page), 'placeholder', 'Search for products, brands and more...');
    await chooseIndonesianInHeader(page);
    // The merchant's placeholder is in the store view's language, English: the storefront's own Indonesian one shows.
    await expectAttribute(searchField(page), 'placeholder', 'Cari...');
    await expectText(page.getByRole('banner').getByRole('button', { name: /^Keranjang/ }), /barang/);
    await screenshot(page, 'language-header-id-desktop');
    expect(await axeViolations(page, ['header'])).toEqual([]);

    await page.reload({ waitUntil: 'networkidle' });
    await headerSwitcher(page, 'Bahasa: Bahasa Indonesia').waitFor(TIMEOUT);
    await expectAttribute(searchField(page), 'placeholder', 'Cari...');

    // And back: English again, the merchant's placeholder with it.
    await headerSwitcher(page, 'Bahasa: Bahasa Indonesia').click();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await headerSwitcher(page, 'Language: English').waitFor(TIMEOUT);
    await expectAttribute(searchField(page), 'placeholder', 'Search for products, brands and more...');
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('in Bahasa Indonesia the filters are named in Indonesian', async () => {
    const { page } = session;
    await page.goto('/', { waitUntil: 'networkidle' });
    await chooseIndonesianInHeader(page);
    await page.goto('/search.html?query=kit', { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    for (const name of ['Harga', 'Kategori', 'Merek']) await expectVisible(main.getByRole('heading', { level: 3, name, exact: true }));
    await expectCount(main.getByRole('heading', { level: 3, name: /^(Price|Category|Brand)$/ }), 0);
    await screenshot(page, 'language-filters-id-desktop');
  });

  test('a bundle card says its price is a starting price, the one its page starts from; a grouped product does not claim its cheapest item’s discount', async () => {
    const { page } = session;
    const bundle = pick('BundleProduct', isRanged);
    await page.goto(`/search.html?query=${encodeURIComponent(bundle.name)}`, { waitUntil: 'networkidle' });
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: bundle.name, exact: true }) });
    await expectText(card, { contains: `Starting at ${rupiah(minimum(bundle))}` });

    await card.getByRole('link', { name: bundle.name, exact: true }).click();
    const price = page.getByTestId('product-price');
    await expectText(price, { contains: `Starting at ${rupiah(minimum(bundle))}` });
    await screenshot(page, 'language-bundle-price-desktop');

    const grouped = pick('GroupedProduct', (product) => isRanged(product) && product.price_range.minimum_price.regular_price.value > minimum(product));
    await page.goto(pathOf(grouped), { waitUntil: 'networkidle' });
    await expectText(price, `Starting at ${rupiah(minimum(grouped))}`);
    await expectCount(price.locator('s'), 0);
    await screenshot(page, 'language-grouped-price-desktop');
  });
});

describe('a guest chooses the language on a 390 px phone', () => {
  const session = freshShopperPerTest(() => browser, mobileContext);

  test('the My account tab offers the languages, and the choice survives a reload', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'My account' }).click();
    const main = page.getByRole('main');
    const languages = main.getByRole('region', { name: 'Language' });
    await expectAttribute(languages.getByRole('button', { name: 'English' }), 'aria-pressed', 'true');
    await languages.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expectVisible(page.getByRole('navigation', { name: 'Pintasan' }).getByRole('link', { name: 'Akun saya' }));
    await expectAttribute(main.getByRole('region', { name: 'Bahasa' }).getByRole('button', { name: 'Bahasa Indonesia' }), 'aria-pressed', 'true');
    await screenshot(page, 'language-account-tab-id-phone');
    expect(await axeViolations(page, ['main'])).toEqual([]);

    await page.reload({ waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('navigation', { name: 'Pintasan' }).getByRole('link', { name: 'Akun saya' }));
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe('the demo customer on a 1280 px desktop', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  /** The balance tiles of the dashboard's "Points and Credit" card. */
  const tiles = (page: Page): Locator => page.getByRole('region', { name: /^(Points and Credit|Poin dan Kredit)$/ }).getByRole('link');

  test('points read the same on the dashboard and on the reward points page, and no figure runs out of its tile', async () => {
    const { page } = session;
    await signIn(page, DEMO);
    const points = tiles(page).filter({ hasText: 'Reward points' });
    await expectText(points, /\d points/);
    const dashboardPoints = plain(await points.textContent()).match(/([\d.,]+) points/)?.[1];
    await page.goto('/reward-points', { waitUntil: 'networkidle' });
    const balance = page.getByRole('main').getByText(/^[\d.,]+ points$/).first();
    await expectText(balance, `${dashboardPoints} points`);
    // Grouped the way prices are ("Rp 51.700"): one format on every screen.
    expect(dashboardPoints).toMatch(/^\d{1,3}(\.\d{3})*$/);

    await page.goto('/customer/account', { waitUntil: 'networkidle' });
    await expectCount(tiles(page), { above: 1 });
    await expectRead(
      () => tiles(page).evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent)),
      [],
    );
    await screenshot(page, 'language-dashboard-balances-desktop');
  });

  test('the header switcher does what /setting does, and order statuses read in Bahasa Indonesia', async () => {
    const { page } = session;
    await signIn(page, DEMO);
    await chooseIndonesianInHeader(page);
    await page.goto('/setting', { waitUntil: 'networkidle' });
    await expectRead(() => page.getByRole('main').getByRole('radio', { name: 'Bahasa Indonesia' }).isChecked(), true);

    const statuses = page.getByRole('main').getByRole('table').locator('tbody tr td:nth-child(3)');
    await page.goto('/order-history', { waitUntil: 'networkidle' });
    await expectCount(statuses, { above: 0 });
    const shown = (await statuses.allTextContents()).map(plain);
    expect(shown.filter((status) => ['Pending', 'Processing', 'Complete', 'Canceled', 'Closed', 'On Hold'].includes(status))).toEqual([]);
    expect(shown.some((status) => ['Tertunda', 'Diproses', 'Selesai', 'Dibatalkan'].includes(status))).toBe(true);
    await screenshot(page, 'language-order-history-id-desktop');

    // Back to English in /setting: the header's switcher follows.
    await page.goto('/setting', { waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('radio', { name: 'English' }).check();
    await page.getByRole('main').getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await headerSwitcher(page, 'Language: English').waitFor(TIMEOUT);
  });
});
