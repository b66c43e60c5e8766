import type { Browser, Page } from 'playwright-core';
import { desktopContext, launchBrowser, screenshot } from './support/browser';
import { eventually } from './support/eventually';
import {
  cartTriggerWithCount,
  checkoutSummary,
  choosePayment,
  chooseShippingMethod,
  continueToShippingMethod,
  expectCartCount,
  fillShippingAddress,
  freshShopperPerTest,
  newShopper,
  openCheckout,
  placeOrderThroughBackend,
  placeOrderTimed,
  productPricedBetween,
  readStoredCartId,
  simpleProductsInStock,
  storedCartId,
  thanksOrderNumber,
  TIMEOUT,
  type ShopProduct,
} from './support/checkoutSteps';
import { expectCount, expectText, expectVisible } from './support/expectations';

// A cart this browser remembers but the shop no longer accepts (spec §8: "The cart isn't active",
// "Could not find a cart"): the next Add to Cart starts a new cart instead of failing, and the
// checkout works with that new cart.

let browser: Browser;
let first: ShopProduct;
let second: ShopProduct;

beforeAll(async () => {
  browser = await launchBrowser();
  const products = await simpleProductsInStock();
  first = productPricedBetween(products, 10_000, 60_000);
  second = productPricedBetween(products.filter((product) => product.path !== first.path), 10_000, 60_000);
  expect(second.path).not.toBe(first.path);
});

afterAll(async () => {
  await browser?.close();
});

const addToCartButton = (page: Page, product: ShopProduct) =>
  page.getByRole('form', { name: `Buy ${product.name}` }).getByRole('button', { name: 'Add to Cart' });

/** Checks out the cart as it is now with a bank transfer; expects exactly `product` in it. */
async function checkoutWith(page: Page, product: ShopProduct, tag: string) {
  await openCheckout(page);
  const summary = checkoutSummary(page);
  await summary.getByText(product.name).waitFor(TIMEOUT);
  await expectText(summary, { contains: '1 item in your cart' });
  await fillShippingAddress(page, newShopper(tag));
  await continueToShippingMethod(page);
  await chooseShippingMethod(page, 'SiCepat - Reguler');
  await choosePayment(page, 'Bank Transfer Payment');
  const elapsed = await placeOrderTimed(page);
  console.log(`[checkout ${tag}] Place Order → "Thank you for your order!" in ${elapsed} ms`);
  expect(await thanksOrderNumber(page)).toMatch(/^\d+$/);
  await page.getByRole('main').getByRole('region', { name: 'Order Summary' }).getByText(product.name, { exact: true }).waitFor(TIMEOUT);
  await expectCartCount(page, 0);
}

describe('a cart the shop no longer accepts, on desktop', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('ordered elsewhere while the product page is open: Add to Cart starts a new cart, and it checks out', async () => {
    const { page } = session;
    await page.goto(first.path, { waitUntil: 'networkidle' });
    await addToCartButton(page, first).click();
    await expectCartCount(page, 1);
    // On a desktop the mini cart opens after an add (over the page): the shopper closes it to add again.
    const miniCart = page.getByRole('dialog');
    await expectVisible(miniCart);
    await page.keyboard.press('Escape');
    await expectCount(miniCart, 0);
    const oldCartId = await storedCartId(page);

    // The same cart is ordered from another tab: the shop now answers "The cart isn't active".
    await placeOrderThroughBackend(oldCartId, newShopper('other-tab'));

    await addToCartButton(page, first).click();
    // The count already said 1: what shows the add landed is a new cart id, then the count of that cart.
    // (Between the two carts the browser briefly keeps none.)
    expect(await eventually(() => readStoredCartId(page), (id) => id !== null && id !== oldCartId)).not.toBe(oldCartId);
    await expectCartCount(page, 1);
    await page.waitForTimeout(1000);
    await expectVisible(cartTriggerWithCount(page, 1));
    await expectCount(page.getByText('Sorry! An unexpected error occurred.'), 0);
    await screenshot(page, 'cart-recovery-ordered-elsewhere-desktop');

    await checkoutWith(page, first, 'recovered-ordered');
  });

  test('a stored cart id the shop does not know: the next product page adds to a new cart, and it checks out', async () => {
    const { page } = session;
    await page.goto(first.path, { waitUntil: 'networkidle' });
    await addToCartButton(page, first).click();
    await expectCartCount(page, 1);

    // The id this browser keeps now names no cart (BrowserPersistence's record shape, a bogus value).
    await page.evaluate(() => {
      window.localStorage.setItem(
        'M2_VENIA_BROWSER_PERSISTENCE__cartId',
        JSON.stringify({ value: JSON.stringify('NoSuchCartIdAtAll0000000000000000'), timeStored: Date.now() }),
      );
    });

    await page.goto(second.path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: second.name }).waitFor(TIMEOUT);
    await addToCartButton(page, second).click();
    // As above: the new cart's id, then its count.
    const newId = await eventually(() => readStoredCartId(page), (id) => id !== null && id !== 'NoSuchCartIdAtAll0000000000000000');
    expect(newId).not.toBeNull();
    expect(newId).not.toBe('NoSuchCartIdAtAll0000000000000000');
    await expectCartCount(page, 1);
    await expectCount(page.getByText('Sorry! An unexpected error occurred.'), 0);
    await screenshot(page, 'cart-recovery-unknown-id-desktop');

    await checkoutWith(page, second, 'recovered-unknown');
  });
});
