import type { Browser } from 'playwright-core';
import { desktopContext, launchBrowser, mobileContext, screenshot } from './support/browser';
import {
  addProductToCart,
  choosePayment,
  chooseShippingMethod,
  freshShopperPerTest,
  openCheckout,
  placeOrderTimed,
  productPricedBetween,
  simpleProductsInStock,
  stepSection,
  thanksOrderNumber,
  TIMEOUT,
  type ShopProduct,
} from './support/checkoutSteps';
import { expectCount, expectText } from './support/expectations';

// The demo customer of CONVENTIONS.md signs in on the real build: Magento's message for a wrong
// password, the account within a second for the right one, and a checkout from the address book.

const DEMO = { email: 'demo@example.com', password: 'Demo1234!Shop' };
const REFUSED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
/** Sign-in to the account page: the budget. */
const SIGN_IN_BUDGET_MS = 1000;

let browser: Browser;
let product: ShopProduct;

beforeAll(async () => {
  browser = await launchBrowser();
  product = productPricedBetween(await simpleProductsInStock(), 10_000, 60_000);
});

afterAll(async () => {
  await browser?.close();
});

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`signing in on ${kind}`, () => {
    const session = freshShopperPerTest(() => browser, makeContext);

    test("a wrong password gets Magento's message; the right one opens the account within a second, with the guest cart kept", async () => {
      const { page } = session;
      await addProductToCart(page, product);
      await page.goto('/sign-in', { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor(TIMEOUT);
      await main.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
      await main.getByLabel('Password').fill('not-the-password');
      await main.getByRole('button', { name: 'Sign In' }).click();
      await main.getByRole('alert').filter({ hasText: REFUSED }).waitFor(TIMEOUT);
      await screenshot(page, `sign-in-refused-${kind}`);

      await main.getByLabel('Password').fill(DEMO.password);
      const started = Date.now();
      await main.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/customer/account', TIMEOUT);
      const elapsed = Date.now() - started;
      console.log(`[sign-in ${kind}] Sign In → /customer/account in ${elapsed} ms`);
      expect(elapsed).toBeLessThanOrEqual(SIGN_IN_BUDGET_MS);

      // The guest cart's product is now in the customer's cart.
      await page.goto('/cart', { waitUntil: 'networkidle' });
      await page.getByTestId('cart-line').filter({ hasText: product.name }).first().waitFor(TIMEOUT);
    });

    test('a signed-in checkout offers the address book, places the order as the customer, and the order shows in the order history', async () => {
      const { page } = session;
      await page.goto('/sign-in', { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
      await main.getByLabel('Password').fill(DEMO.password);
      await main.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/customer/account', TIMEOUT);

      await addProductToCart(page, product, null);
      await openCheckout(page);
      const book = stepSection(page, 'Shipping Address').getByRole('group', { name: 'Saved addresses' });
      await book.waitFor(TIMEOUT);
      await expectCount(stepSection(page, 'Shipping Address').getByRole('textbox', { name: 'Email' }), 0);
      await expectCount(book.getByRole('radio'), { atLeast: 3 });
      await screenshot(page, `checkout-address-book-${kind}`);
      await page.getByRole('button', { name: 'Continue to Shipping Method' }).click();
      await stepSection(page, 'Shipping Method').getByRole('group', { name: 'Shipping methods' }).waitFor(TIMEOUT);
      await chooseShippingMethod(page, 'SiCepat - Reguler');
      await choosePayment(page, 'Cash On Delivery');
      await placeOrderTimed(page);
      const number = await thanksOrderNumber(page);
      expect(number).toMatch(/^\d+$/);
      await page.getByRole('main').getByRole('region', { name: 'Order Summary' }).getByText(product.name, { exact: true }).waitFor(TIMEOUT);
      // A customer is not offered an account again.
      await expectCount(page.getByRole('main').getByRole('link', { name: 'Create an Account' }), 0);

      // The new order heads the customer's order history, and opens with its line.
      await page.goto('/order-history', { waitUntil: 'networkidle' });
      const newest = page.getByRole('main').getByRole('link', { name: /^View order/ }).first();
      await newest.waitFor(TIMEOUT);
      await expectText(newest, number);
      await newest.click();
      await page.waitForURL((url) => url.pathname === `/order/${number}`, TIMEOUT);
      await page.getByRole('main').getByText(product.name, { exact: true }).first().waitFor(TIMEOUT);
    });
  });
}
