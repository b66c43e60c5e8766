import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, realProblems, screenshot, watchForProblems } from './support/browser';
import {
  addProductToCart,
  addressFields,
  checkoutSummary,
  choosePayment,
  chooseShippingMethod,
  continueToShippingMethod,
  freshShopperPerTest,
  newShopper,
  openCheckout,
  placeOrderTimed,
  productPricedBetween,
  rupiah,
  shippingMethods,
  simpleProductsInStock,
  totalsValue,
  type ShopProduct,
} from './support/checkoutSteps';
import { expectRead, expectState, expectText, expectValue, expectVisible } from './support/expectations';

// The cart's Estimate Shipping (issue 21): the shopper gives a province and a postal code, sees the
// methods and their prices for that address (the shop's rates depend on the island), picks one,
// and the totals use it; the tab remembers the address, and the checkout starts from it.
let browser: Browser;
/** Under Rp150.000, so JNE REG is not free in Java and the rates show as the table says. */
let product: ShopProduct;

beforeAll(async () => {
  browser = await launchBrowser();
  product = productPricedBetween(await simpleProductsInStock(), 20_000, 100_000);
});

afterAll(async () => {
  await browser?.close();
});

const summaryOf = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Order Summary' });
const estimateBox = (page: Page) => summaryOf(page).getByRole('region', { name: 'Estimate Shipping' });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');
/** A method's radio by its label and price ("SiCepat - Reguler" and "Rp 16.000"). */
const methodName = (label: string, price: string) => new RegExp(`^${escaped(label)}\\s*${escaped(price)}$`);
const methodRadio = (page: Page, label: string, price: string) =>
  estimateBox(page).getByRole('group', { name: 'Shipping methods' }).getByRole('radio', { name: methodName(label, price) });

async function estimateFor(page: Page, province: string, postcode: string) {
  const box = estimateBox(page);
  await box.getByRole('combobox', { name: 'Province' }).selectOption({ label: province });
  await box.getByRole('textbox', { name: 'Postal Code' }).fill(postcode);
  await box.getByRole('button', { name: 'Estimate' }).click();
  await expectText(box.getByText(/^Estimated for/), `Estimated for ${province} ${postcode}`);
}

/** The totals' shipping line and estimated total say `label` at `amount`. */
async function expectTotals(page: Page, label: string, amount: number) {
  await expectVisible(summaryOf(page).locator('dt').getByText(`Shipping (${label})`, { exact: true }));
  await expectRead(() => totalsValue(summaryOf(page), `Shipping (${label})`), rupiah(amount));
  await expectRead(() => totalsValue(summaryOf(page), 'Estimated Total'), rupiah(product.price + amount));
}

/** Add, /cart, estimate for Jakarta then Papua, pick another method, reload: the journey both screens share. */
async function estimateJourney(page: Page, shotName: string) {
  await addProductToCart(page, product);
  await page.goto('/cart', { waitUntil: 'networkidle' });
  await expectVisible(estimateBox(page));
  await expectRead(() => totalsValue(summaryOf(page), 'Shipping'), 'Calculated at checkout');

  // Java: the shop's base rates; the cheapest delivery (SiCepat) is used, pickup is offered for free.
  await estimateFor(page, 'DKI Jakarta', '12190');
  await expectState(methodRadio(page, 'SiCepat - Reguler', rupiah(16_000)), 'checked');
  await expectVisible(methodRadio(page, 'JNE - Reguler', rupiah(18_000)));
  await expectVisible(methodRadio(page, 'In-Store Pickup Delivery', 'Free'));
  await expectTotals(page, 'SiCepat - Reguler', 16_000);
  await screenshot(page, `${shotName}-jakarta`);

  // Papua: every paid method carries the zone's surcharge, and the total follows.
  await estimateFor(page, 'Papua', '99111');
  await expectState(methodRadio(page, 'SiCepat - Reguler', rupiah(66_000)), 'checked');
  await expectVisible(methodRadio(page, 'JNE - Reguler', rupiah(68_000)));
  await expectTotals(page, 'SiCepat - Reguler', 66_000);

  await methodRadio(page, 'JNE - YES (Yakin Esok Sampai)', rupiah(82_000)).check();
  await expectTotals(page, 'JNE - YES (Yakin Esok Sampai)', 82_000);
  await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
  await screenshot(page, `${shotName}-papua`);

  // A reload keeps the address and the pick.
  await page.reload({ waitUntil: 'networkidle' });
  await expectText(estimateBox(page).getByText(/^Estimated for/), 'Estimated for Papua 99111');
  await expectValue(estimateBox(page).getByRole('textbox', { name: 'Postal Code' }), '99111');
  await expectState(methodRadio(page, 'JNE - YES (Yakin Esok Sampai)', rupiah(82_000)), 'checked');
  await expectTotals(page, 'JNE - YES (Yakin Esok Sampai)', 82_000);
}

describe('Estimate Shipping on a 1280 px desktop', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('Jakarta and Papua get their own rates, the pick drives the totals, a reload keeps it, and the order charges what it showed', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await estimateJourney(page, 'shipping-estimate-desktop');

    // The checkout starts from the estimated province and postal code, and charges the same rate.
    await openCheckout(page);
    const fields = addressFields(page);
    await expectValue(fields.postalCode, '99111');
    await expectText(fields.province.locator('option:checked'), 'Papua');
    const shopper = newShopper('estimate');
    await fields.email.fill(shopper.email);
    await fields.firstName.fill(shopper.firstName);
    await fields.lastName.fill(shopper.lastName);
    await fields.street.fill('Jl. Ahmad Yani No. 3');
    await fields.city.fill('Jayapura');
    await fields.phone.fill(shopper.phone);
    await continueToShippingMethod(page);
    await expectVisible(shippingMethods(page).getByRole('radio', { name: methodName('JNE - YES (Yakin Esok Sampai)', rupiah(82_000)) }));
    await chooseShippingMethod(page, 'JNE - YES');
    await choosePayment(page, 'Bank Transfer Payment');
    await expectRead(() => totalsValue(checkoutSummary(page), 'Shipping'), rupiah(82_000));
    await placeOrderTimed(page);
    const orderSummary = page.getByRole('main').getByRole('region', { name: 'Order Summary' });
    await expectRead(() => totalsValue(orderSummary, 'Order Total'), rupiah(product.price + 82_000));
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe('Estimate Shipping on a 390 px phone', () => {
  const session = freshShopperPerTest(() => browser, mobileContext);

  test('Jakarta and Papua get their own rates, the pick drives the totals, and a reload keeps it', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await estimateJourney(page, 'shipping-estimate-mobile');
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
