import type { Browser, Page } from 'playwright-core';
import { formatPrice } from '../src/lib/price/formatPrice';
import { axeViolations } from './support/axe';
import type { BrowserContext } from 'playwright-core';
import { desktopContext, launchBrowser, mobileContext, screenshot, realProblems, watchForProblems, type PageSession } from './support/browser';
import { wholeCatalogue } from './support/catalogue';
import { expectAttribute, expectCount, expectState, expectText, expectVisible } from './support/expectations';

// The product page as a shopper sees it, one product of each type from the running shop's own
// catalogue: name, price, stock, choices that enable and disable, prices and SKUs that follow
// them, and the cart count in the header changing after Add to Cart.

interface Money {
  value: number;
  currency: string;
}

interface CatalogueProduct {
  __typename: string;
  name: string;
  sku: string;
  url_key: string;
  url_suffix: string;
  stock_status: string;
  media_gallery: unknown[];
  price_range: { minimum_price: { final_price: Money; regular_price: Money } };
  configurable_options?: Array<{ label: string; values: Array<{ uid: string; label: string }> }>;
  variants?: Array<{ attributes: Array<{ uid: string }>; product: { sku: string; stock_status: string; price_range: { minimum_price: { final_price: Money } } } }>;
}

const CATALOGUE_FIELDS = `
  __typename name sku url_key url_suffix stock_status media_gallery { url }
  price_range { minimum_price { final_price { value currency } regular_price { value currency } } }
  ... on ConfigurableProduct {
    configurable_options { label values { uid label } }
    variants { attributes { uid } product { sku stock_status price_range { minimum_price { final_price { value currency } } } } }
  }`;

let browser: Browser;
let catalogue: CatalogueProduct[];

beforeAll(async () => {
  catalogue = await wholeCatalogue<CatalogueProduct>(CATALOGUE_FIELDS);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const inStock = (product: CatalogueProduct) => product.stock_status === 'IN_STOCK';
const pathOf = (product: CatalogueProduct) => `/${product.url_key}${product.url_suffix}`;
/** "Rp 125.000" with ordinary spaces, as the tests compare text. */
const rupiah = (money: Money) => formatPrice(money).replace(/\s/g, ' ');
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s/g, ' ');
const shownPrice = (page: Page) => page.getByTestId('product-price').first();

function pick(typename: string, extra: (product: CatalogueProduct) => boolean = () => true): CatalogueProduct {
  const product = catalogue.find((candidate) => candidate.__typename === typename && inStock(candidate) && extra(candidate));
  if (!product) throw new Error(`the demo shop has no ${typename} to test with`);
  return product;
}

/** A configurable product whose variants differ in price and of which one is sold out. */
function configurableWithChoices() {
  const product = pick('ConfigurableProduct', (candidate) => {
    const variants = candidate.variants ?? [];
    const prices = new Set(variants.filter((variant) => variant.product.stock_status === 'IN_STOCK').map((variant) => variant.product.price_range.minimum_price.final_price.value));
    return candidate.configurable_options?.length === 1 && prices.size > 1 && variants.some((variant) => variant.product.stock_status === 'OUT_OF_STOCK');
  });
  const option = product.configurable_options![0];
  const labelOf = (uid: string) => option.values.find((value) => value.uid === uid)!.label;
  const variants = product.variants!.map((variant) => ({ label: labelOf(variant.attributes[0].uid), ...variant.product }));
  const available = variants.filter((variant) => variant.stock_status === 'IN_STOCK');
  return { product, option, soldOut: variants.find((variant) => variant.stock_status === 'OUT_OF_STOCK')!, first: available[0], second: available.find((variant) => variant.price_range.minimum_price.final_price.value !== available[0].price_range.minimum_price.final_price.value)! };
}

async function openProduct(page: Page, product: CatalogueProduct) {
  await page.goto(pathOf(product), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
}

/** A new browser (context) for every test: each starts as a new guest with an empty cart. */
function freshShopperPerTest(makeContext: (browser: Browser) => Promise<BrowserContext>): PageSession {
  const session = {} as PageSession;
  beforeEach(async () => {
    session.context = await makeContext(browser);
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await session.context?.close();
  });
  return session;
}

/** The page's own Add to Cart (product cards in the carousels have theirs too). */
const addToCart = (page: Page, product: CatalogueProduct) => page.getByRole('form', { name: `Buy ${product.name}` }).getByRole('button', { name: 'Add to Cart' });

/** Taps a swatch (the radio inside is only there for keyboards and screen readers). */
async function choose(page: Page, label: string) {
  const radio = page.getByRole('main').getByRole('radio', { name: label, exact: true });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expectState(radio, 'checked', true);
}

/** The number on the header's cart badge (0 when it shows none). */
async function cartCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-count-badge').first();
  return (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
}

/** Waits for the header's cart badge to show `count` items. */
async function expectCartCount(page: Page, count: number) {
  await page.waitForFunction((wanted) => (document.querySelector('[data-testid="cart-count-badge"]')?.textContent ?? '0') === String(wanted), count, { timeout: 15_000 });
  expect(await cartCount(page)).toBe(count);
}

describe('product page on desktop', () => {
  const session = freshShopperPerTest(desktopContext);

  test('a simple product: name, SKU, prices, stock, gallery, related products, no layout shift, Add to Cart', async () => {
    const { page } = session;
    const product = pick('SimpleProduct', (candidate) => candidate.media_gallery.length > 1 && candidate.price_range.minimum_price.final_price.value < candidate.price_range.minimum_price.regular_price.value);
    const problems = watchForProblems(page);
    // Layout shifts of the product page's own content (the chrome's header is not this test's subject).
    await page.addInitScript(() => {
      const shift = window as unknown as { __pageShift: number };
      shift.__pageShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }>) {
          if (!entry.hadRecentInput && entry.sources.some((source) => source.node instanceof Element && source.node.closest('article'))) shift.__pageShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openProduct(page, product);
    const main = page.getByRole('main');
    await expectCount(main.getByText(`SKU: ${product.sku}`), 1);
    await expectText(shownPrice(page), { contains: rupiah(product.price_range.minimum_price.final_price) });
    await expectText(shownPrice(page), { contains: rupiah(product.price_range.minimum_price.regular_price) });
    await expectCount(main.getByText('In stock', { exact: true }), 1);

    const gallery = main.getByRole('region', { name: `Images of ${product.name}` });
    const mainImage = gallery.locator('img').first();
    await expectAttribute(mainImage, 'fetchpriority', 'high');
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expectAttribute(gallery.getByRole('button', { name: 'Show image 2 of', exact: false }), 'aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expectAttribute(gallery.getByRole('button', { name: 'Show image 1 of', exact: false }), 'aria-current', 'true');

    // Related products load as the shopper scrolls down to them: a row of product cards.
    await page.getByRole('heading', { level: 2, name: /^Reviews/ }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    const related = main.getByRole('region', { name: /Related Products|You May Also Like/ }).first();
    await related.waitFor();
    await expectCount(related.getByRole('article'), { above: 0 });

    await screenshot(page, 'product-simple-desktop');
    expect(await axeViolations(page, ['main'])).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pageShift: number }).__pageShift)).toBeLessThanOrEqual(0.02);

    await expectCartCount(page, 0);
    await main.getByRole('button', { name: 'Increase quantity' }).click();
    await addToCart(page, product).click();
    await expectCartCount(page, 2);
    // The page stays whole once the cart has answered (mini cart, product-added banner and all).
    await page.waitForTimeout(3000);
    await expectVisible(page.getByRole('heading', { level: 1, name: product.name }));
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('a configurable product: a sold-out choice is disabled, choosing a variant changes SKU and price', async () => {
    const { page } = session;
    const { product, option, soldOut, first, second } = configurableWithChoices();
    await openProduct(page, product);
    const main = page.getByRole('main');
    await expectState(main.getByRole('radio', { name: `${soldOut.label} (not available)` }), 'disabled', true);

    // Adding before choosing asks for the option.
    await addToCart(page, product).click();
    await expectText(main.getByRole('alert'), `Please choose ${option.label}.`);

    await choose(page, first.label);
    await main.getByText(`SKU: ${first.sku}`).waitFor();
    await expectText(shownPrice(page), { contains: rupiah(first.price_range.minimum_price.final_price) });
    await choose(page, second.label);
    await main.getByText(`SKU: ${second.sku}`).waitFor();
    await expectText(shownPrice(page), { contains: rupiah(second.price_range.minimum_price.final_price) });
    await expectText(main.getByRole('alert'), '');
    await screenshot(page, 'product-configurable-desktop');
    expect(await axeViolations(page, ['main'])).toEqual([]);

    await expectCartCount(page, 0);
    await addToCart(page, product).click();
    await expectCartCount(page, 1);
  });

  test('a bundle product: the price follows the chosen selections', async () => {
    const { page } = session;
    const product = pick('BundleProduct');
    await openProduct(page, product);
    const main = page.getByRole('main');
    const initial = await text(page, 'product-price');
    // Change one single-choice option to another selection: the bundle's price moves with it.
    const radios = main.getByRole('radio', { checked: false, disabled: false });
    const select = main.locator('select:not([multiple])').first();
    if ((await select.count()) > 0) {
      const values = await select.locator('option:not([disabled])').evaluateAll((options) => options.map((element) => (element as HTMLOptionElement).value).filter(Boolean));
      const current = await select.inputValue();
      await select.selectOption(values.find((value) => value !== current)!);
    } else {
      await radios.first().check();
    }
    await page.waitForFunction((before) => document.querySelector('[data-testid="product-price"]')?.textContent?.replace(/\s/g, ' ') !== before, initial);
    await screenshot(page, 'product-bundle-desktop');
    expect(await axeViolations(page, ['main'])).toEqual([]);

    await expectCartCount(page, 0);
    await addToCart(page, product).click();
    await expectCartCount(page, 1);
  });

  test('a grouped product: a quantity per child, every child above 0 is added', async () => {
    const { page } = session;
    const product = pick('GroupedProduct');
    await openProduct(page, product);
    const main = page.getByRole('main');
    const fields = main.getByRole('spinbutton', { name: /^Quantity of / });
    await expectCount(fields, { above: 1 });
    const enabled = main.getByRole('spinbutton', { name: /^Quantity of /, disabled: false });
    // 3 of the first child, 1 of the second, none of the others: two items, four units.
    const count = await enabled.count();
    for (let index = 0; index < count; index += 1) await enabled.nth(index).fill(['3', '1'][index] ?? '0');
    await screenshot(page, 'product-grouped-desktop');
    expect(await axeViolations(page, ['main'])).toEqual([]);

    await expectCartCount(page, 0);
    await addToCart(page, product).click();
    await expectCartCount(page, 4);
  });

  test('a product URL that no longer exists shows "Ooops!"', async () => {
    const { page } = session;
    await page.goto('/no-such-product-anymore.html', { waitUntil: 'networkidle' });
    await page.getByText('Ooops!').waitFor();
  });
});

describe('product page on mobile', () => {
  const session = freshShopperPerTest(mobileContext);

  test('a configurable product: options, then Add to Cart always in reach at the bottom', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    const { product, first } = configurableWithChoices();
    await openProduct(page, product);
    const main = page.getByRole('main');
    const button = addToCart(page, product);
    const box = await button.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);

    await choose(page, first.label);
    await main.getByText(`SKU: ${first.sku}`).waitFor();
    await screenshot(page, 'product-configurable-mobile');
    expect(await axeViolations(page, ['main'])).toEqual([]);
    // Choosing a colour swaps the gallery's picture: the old one's request, if still loading, is cancelled (not a failure).
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('a virtual product adds to the cart from the bottom bar', async () => {
    const { page } = session;
    const product = pick('VirtualProduct');
    await openProduct(page, product);
    await expectCartCount(page, 0);
    await addToCart(page, product).click();
    await expectCartCount(page, 1);
    await screenshot(page, 'product-virtual-mobile');
  });
});
