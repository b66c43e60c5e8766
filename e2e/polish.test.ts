import type { Browser, Page } from 'playwright-core';
import { signIn } from './support/account';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, screenshot, watchForProblems } from './support/browser';
import { wholeCatalogue } from './support/catalogue';
import { addProductToCart, freshShopperPerTest, newShopper, openCheckout, restAddress, simpleProductsInStock } from './support/checkoutSteps';
import { expectValue, expectVisible } from './support/expectations';
import { listingSettled } from './support/listing';
import { baseUrl } from './support/serverState';

// Small things a shopper sees in screenshots: a placeholder cut mid-word, a search page that forgets
// its words, a browser-blue link in the shop's orange pages, option labels broken into a column.
let browser: Browser;

const TIMEOUT = { timeout: 15_000 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function graphql<T>(query: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`${baseUrl()}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
  return ((await response.json()) as { data: T }).data;
}

/** A new customer account, made through the shop's GraphQL. */
async function newCustomer(tag: string): Promise<{ email: string; password: string; shopper: ReturnType<typeof newShopper> }> {
  const shopper = newShopper(tag);
  const password = 'Polish1234!Shop';
  await graphql(
    `mutation { createCustomerV2(input: { firstname: "${shopper.firstName}", lastname: "${shopper.lastName}", email: "${shopper.email}", password: "${password}" }) { customer { email } } }`,
  );
  return { email: shopper.email, password, shopper };
}

/** A new customer with one order paid by bank transfer (its transfer instructions on the order). */
async function customerWithBankTransferOrder(): Promise<{ email: string; password: string; number: string }> {
  const { email, password, shopper } = await newCustomer('transfer');
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    `mutation { generateCustomerToken(email: "${email}", password: "${password}") { token } }`,
  );
  const token = generateCustomerToken.token;
  const [product] = await simpleProductsInStock();
  const { customerCart } = await graphql<{ customerCart: { id: string } }>('{ customerCart { id } }', token);
  await graphql(`mutation { addProductsToCart(cartId: "${customerCart.id}", cartItems: [{ sku: "${product.sku}", quantity: 1 }]) { cart { id } } }`, token);
  const address = restAddress(shopper);
  const post = async (action: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}/rest/V1/carts/mine/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${action} answered ${response.status}: ${await response.text()}`);
  };
  await post('shipping-information', { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'sicepat', shipping_method_code: 'reg' } });
  await post('payment-information', { paymentMethod: { method: 'banktransfer' }, billingAddress: address });
  const { customer } = await graphql<{ customer: { orders: { items: Array<{ number: string }> } } }>('{ customer { orders { items { number } } } }', token);
  return { email, password, number: customer.orders.items[0].number };
}

/** How wide the field's placeholder is drawn, and how wide the field's text box is. */
const placeholderFit = (page: Page, field: ReturnType<Page['getByRole']>) =>
  field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room };
  });

describe('on a phone', () => {
  const session = pagePerTest(() => browser, mobileContext);

  test("the home header's search placeholder fits its field", async () => {
    const { page } = session;
    await page.goto('/', { waitUntil: 'networkidle' });
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await expectVisible(field);
    const fit = await placeholderFit(page, field);
    expect(fit.text).toBeLessThanOrEqual(fit.room);
  });

  test('the search page shows its words in the search field', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/search.html?query=serum', { waitUntil: 'networkidle' });
    await listingSettled(page);
    await expectValue(page.getByRole('main').getByRole('combobox', { name: 'Search products' }), 'serum');
    await screenshot(page, 'search-page-query-mobile');
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe('on a 1280 px desktop', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('"Paid already? Confirm your transfer" is a button in the shop\'s colours, not a browser-blue link', async () => {
    const { page } = session;
    const { email, password, number } = await customerWithBankTransferOrder();
    await signIn(page, { email, password });
    await page.goto(`/order/${number}`, { waitUntil: 'networkidle' });
    const link = page.getByRole('main').getByRole('link', { name: 'Paid already? Confirm your transfer' });
    await expectVisible(link);
    const look = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, decoration: style.textDecorationLine, border: style.borderTopWidth };
    });
    expect(look).toEqual({ color: 'rgb(179, 73, 11)', decoration: 'none', border: '2px' });
    await screenshot(page, 'order-confirm-transfer-desktop');
  });

  test("a bundle's option labels in the mini cart stay on one line with their values", async () => {
    const { page } = session;
    const products = await wholeCatalogue<{ __typename: string; name: string; url_key: string; url_suffix: string; stock_status: string }>(
      '__typename name url_key url_suffix stock_status',
    );
    const bundle = products.find((product) => product.__typename === 'BundleProduct' && product.stock_status === 'IN_STOCK');
    if (!bundle) throw new Error('The demo shop has no bundle in stock');
    await page.goto(`/${bundle.url_key}${bundle.url_suffix}`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { level: 1, name: bundle.name }));
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    const labels = drawer.locator('dl dt');
    await labels.first().waitFor(TIMEOUT);
    // A label shorter than its row never breaks into a column of its own.
    const broken = await labels.evaluateAll((elements) =>
      elements
        .filter((label) => {
          const row = label.parentElement!.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(label).lineHeight) || 20;
          const words = document.createElement('canvas').getContext('2d')!;
          words.font = getComputedStyle(label).font;
          return words.measureText(label.textContent ?? '').width < row.width / 2 && label.getBoundingClientRect().height > lineHeight * 1.5;
        })
        .map((label) => label.textContent),
    );
    await screenshot(page, 'mini-cart-bundle-desktop');
    expect(broken).toEqual([]);
  });
});

describe('a guest at checkout on a 1280 px desktop', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('is offered to sign in, and comes back to the checkout with the cart', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    const [product] = await simpleProductsInStock();
    const { email, password } = await newCustomer('checkout-sign-in');
    await addProductToCart(page, product);
    await openCheckout(page);
    const prompt = page.getByRole('main').getByRole('complementary', { name: /Have an account\? Sign in for a faster checkout/ });
    await screenshot(page, 'checkout-guest-sign-in-desktop');
    await prompt.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('main').getByLabel('Password').fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/checkout', TIMEOUT);
    await page.getByRole('complementary', { name: 'Order Summary' }).getByText(product.name).waitFor(TIMEOUT);
    expect(await page.getByRole('main').getByRole('complementary', { name: /Have an account/ }).count()).toBe(0);
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
