import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, realProblems, screenshot, watchForProblems } from './support/browser';
import { wholeCatalogue } from './support/catalogue';
import { expectCartCount, freshShopperPerTest, rupiah, totalsValue, TIMEOUT } from './support/checkoutSteps';
import { eventually } from './support/eventually';
import { expectState, expectText, expectVisible } from './support/expectations';

// Issue 21, Venia parity: a configurable cart line's options and quantity change in the cart's
// Edit dialog, on the real build against the shop's own catalogue, as a guest on a desktop and a
// phone: the line, its price, the cart count and the totals follow Update; Magento's refusal shows
// in the dialog and keeps the line; sold-out choices are disabled; Escape closes and focus returns.

interface Money {
  value: number;
  currency: string;
}

interface CatalogueProduct {
  __typename: string;
  name: string;
  url_key: string;
  url_suffix: string;
  stock_status: string;
  configurable_options?: Array<{ label: string; values: Array<{ uid: string; label: string }> }>;
  variants?: Array<{ attributes: Array<{ uid: string }>; product: { sku: string; stock_status: string; price_range: { minimum_price: { final_price: Money } } } }>;
}

const CATALOGUE_FIELDS = `
  __typename name url_key url_suffix stock_status
  ... on ConfigurableProduct {
    configurable_options { label values { uid label } }
    variants { attributes { uid } product { sku stock_status price_range { minimum_price { final_price { value currency } } } } }
  }`;

interface Choice {
  label: string;
  price: number;
}

interface EditableProduct {
  name: string;
  path: string;
  /** Two choices in stock at different prices, and one sold out. */
  first: Choice;
  second: Choice;
  soldOut: Choice;
}

let browser: Browser;
let product: EditableProduct;

/** A configurable product with one option, two variants in stock at different prices and one sold out. */
async function configurableWithChoices(): Promise<EditableProduct> {
  const catalogue = await wholeCatalogue<CatalogueProduct>(CATALOGUE_FIELDS);
  for (const candidate of catalogue) {
    if (candidate.__typename !== 'ConfigurableProduct' || candidate.stock_status !== 'IN_STOCK' || candidate.configurable_options?.length !== 1) continue;
    const option = candidate.configurable_options[0];
    const choices = (candidate.variants ?? []).map((variant) => ({
      label: option.values.find((value) => value.uid === variant.attributes[0].uid)?.label ?? '',
      price: variant.product.price_range.minimum_price.final_price.value,
      inStock: variant.product.stock_status === 'IN_STOCK',
    }));
    const available = choices.filter((choice) => choice.inStock);
    const first = available[0];
    const second = available.find((choice) => choice.price !== first?.price);
    const soldOut = choices.find((choice) => !choice.inStock);
    if (first && second && soldOut) return { name: candidate.name, path: `/${candidate.url_key}${candidate.url_suffix}`, first, second, soldOut };
  }
  throw new Error('the demo shop has no configurable product with two prices in stock and a sold-out choice');
}

beforeAll(async () => {
  browser = await launchBrowser();
  product = await configurableWithChoices();
});

afterAll(async () => {
  await browser?.close();
});

/** Taps a swatch (the radio inside is there for keyboards and screen readers) and waits for it to be chosen. */
async function choose(scope: Locator, label: string) {
  const radio = scope.getByRole('radio', { name: label, exact: true });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expectState(radio, 'checked', true);
}

const lineOf = (page: Page) => page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
const editButton = (page: Page) => lineOf(page).getByRole('button', { name: `Edit ${product.name} options` });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit item' });
/** The cart count where the page shows it: the header's cart on a desktop, the tab bar's badge on a phone's /cart (its top bar has no cart). */
async function expectCountOnCartPage(page: Page, viewport: 'desktop' | 'phone', count: number) {
  if (viewport === 'desktop') await expectCartCount(page, count);
  else await expectText(page.getByTestId('tab-bar-cart-count'), String(count));
}
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** Adds one of the first choice from the product page, then opens /cart on its line. */
async function cartWithFirstChoice(page: Page) {
  await page.goto(product.path, { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: product.name }).waitFor(TIMEOUT);
  await choose(main, product.first.label);
  await page.getByRole('form', { name: `Buy ${product.name}` }).getByRole('button', { name: 'Add to Cart' }).click();
  await expectCartCount(page, 1);
  await page.goto('/cart', { waitUntil: 'networkidle' });
  await expectText(lineOf(page), { contains: product.first.label });
}

/** The whole journey; `refusal` first tries a quantity Magento refuses. */
async function editJourney(page: Page, viewport: 'desktop' | 'phone', { refusal }: { refusal: boolean }) {
  const problems = watchForProblems(page);
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await cartWithFirstChoice(page);
  const line = lineOf(page);
  await expectText(line, { contains: `${rupiah(product.first.price)} each` });
  // The dialog's code is not part of the cart page: it comes when Edit is pressed.
  expect(scripts.filter((script) => script.includes('cart-edit'))).toEqual([]);

  await editButton(page).click();
  const dialog = editDialog(page);
  await dialog.waitFor(TIMEOUT);
  await expectState(dialog.getByRole('radio', { name: product.first.label, exact: true }), 'checked', true);
  await expectState(dialog.getByRole('radio', { name: `${product.soldOut.label} (not available)` }), 'disabled', true);
  await expectText(dialog.getByTestId('edit-line-price'), rupiah(product.first.price));
  expect(scripts.some((script) => script.includes('cart-edit'))).toBe(true);
  await screenshot(page, `edit-cart-line-dialog-${viewport}`);
  await expect(axeViolations(page, ['[role="dialog"]'])).resolves.toEqual([]);

  const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
  if (refusal) {
    // More than the shop sells at once: Magento's message in the dialog, the line as it was.
    await choose(dialog, product.second.label);
    await quantity.fill('100000');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectText(dialog.getByRole('alert'), 'The requested qty exceeds the maximum qty allowed in shopping cart');
    await expectText(lineOf(page), { contains: product.first.label });
    await expectText(lineOf(page), { contains: `${rupiah(product.first.price)} each` });
    await expectCountOnCartPage(page, viewport, 1);
    await screenshot(page, `edit-cart-line-refused-${viewport}`);
  }

  // Another variant and two of it: the price in the dialog follows the choice.
  await choose(dialog, product.second.label);
  await expectText(dialog.getByTestId('edit-line-price'), rupiah(product.second.price));
  await quantity.fill('2');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.waitFor({ state: 'detached', ...TIMEOUT });

  await expectText(lineOf(page), { contains: product.second.label });
  await expectText(lineOf(page), { contains: `${rupiah(product.second.price)} each` });
  await expectCountOnCartPage(page, viewport, 2);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  expect(await eventually(() => totalsValue(summary, /^Subtotal/), (value) => value === rupiah(product.second.price * 2), 15_000)).toBe(rupiah(product.second.price * 2));
  // The line was replaced: focus is on the new line's Edit button.
  expect(await eventually(() => focusedName(page), (name) => name === `Edit ${product.name} options`, 15_000)).toBe(`Edit ${product.name} options`);
  await screenshot(page, `edit-cart-line-updated-${viewport}`);

  // Opened again on the new choice; Escape closes it and gives the focus back to Edit.
  await editButton(page).click();
  await expectState(dialog.getByRole('radio', { name: product.second.label, exact: true }), 'checked', true);
  await expectVisible(dialog.getByRole('spinbutton', { name: 'Quantity' }));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', ...TIMEOUT });
  expect(await eventually(() => focusedName(page), (name) => name === `Edit ${product.name} options`, 15_000)).toBe(`Edit ${product.name} options`);
  await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
  // Images of the product page cut short by going on to /cart are the page's own cancellations.
  expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
}

describe('editing a cart line on a 1280 px desktop', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('Edit changes the variant and quantity; a refused quantity keeps the line and shows Magento’s message', async () => {
    await editJourney(session.page, 'desktop', { refusal: true });
  });
});

describe('editing a cart line on a 390 px phone', () => {
  const session = freshShopperPerTest(() => browser, mobileContext);

  test('Edit opens the whole screen, changes the variant and quantity, and Escape gives the focus back', async () => {
    await editJourney(session.page, 'phone', { refusal: false });
  });
});
