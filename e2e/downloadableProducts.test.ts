import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { DEMO, signIn } from './support/account';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, screenshot, watchForProblems } from './support/browser';
import { freshShopperPerTest, newShopper, restAddress } from './support/checkoutSteps';
import { expectText, expectVisible } from './support/expectations';
import { baseUrl } from './support/serverState';

// A downloadable product on the real build against the embedded backend: its page offers its
// formats (each priced) and a free sample; a customer who bought one finds it under My Downloadable
// Products and downloads it, each download counted against the link's allowance.
let browser: Browser;
let ebook: { name: string; path: string; sku: string; price: number; links: Array<{ uid: string; title: string; price: number }> };

const TIMEOUT = { timeout: 15_000 };
const rupiah = (value: number) => new RegExp(`Rp\\s${value.toLocaleString('id-ID').replace(/\./g, '\\.')}`);

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data;
}

/** The seeded e-book, found through the shop's own GraphQL. */
async function findEbook() {
  const { products } = await graphql<{ products: { items: Array<Record<string, any>> } }>(`{ products(search: "e-book") { items { __typename name sku url_key url_suffix
    price_range { minimum_price { final_price { value } } }
    ... on DownloadableProduct { downloadable_product_links { uid title price } } } } }`);
  const item = products.items.find((candidate) => candidate.__typename === 'DownloadableProduct');
  if (!item) throw new Error('The demo shop sells no downloadable product');
  return { name: item.name, sku: item.sku, path: `/${item.url_key}${item.url_suffix}`, price: item.price_range.minimum_price.final_price.value, links: item.downloadable_product_links };
}

/** A new customer who bought the e-book's first format by card (a downloadable order needs an account and a paid order to be available). */
async function customerWhoBoughtTheEbook(): Promise<{ email: string; password: string; orderNumber: string }> {
  const shopper = newShopper('ebook');
  const password = 'Ebook1234!Shop';
  await graphql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { firstname: shopper.firstName, lastname: shopper.lastName, email: shopper.email, password },
  });
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email: shopper.email, password },
  );
  const token = generateCustomerToken.token;
  const { customerCart } = await graphql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token);
  await graphql(
    'mutation ($cart: String!, $sku: String!, $link: ID!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1, selected_options: [$link] }]) { user_errors { message } } }',
    { cart: customerCart.id, sku: ebook.sku, link: ebook.links[0].uid },
    token,
  );
  const response = await fetch(`${baseUrl()}/rest/V1/carts/mine/payment-information`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ paymentMethod: { method: 'jingga_card', additional_data: { payment_method_nonce: 'tok_visa_test' } }, billingAddress: restAddress(shopper) }),
  });
  if (!response.ok) throw new Error(`payment-information answered ${response.status}: ${await response.text()}`);
  const orderId = String(await response.json());
  const { customer } = await graphql<{ customer: { orders: { items: Array<{ number: string; id: string }> } } }>('{ customer { orders { items { number id } } } }', {}, token);
  return { email: shopper.email, password, orderNumber: customer.orders.items[0]?.number ?? orderId };
}

beforeAll(async () => {
  browser = await launchBrowser();
  ebook = await findEbook();
});

afterAll(async () => {
  await browser?.close();
});

describe('a downloadable product page on a 1280 px desktop', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('offers its formats with their prices and a free sample, asks for a format, and adds the one chosen', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto(ebook.path);
    const form = page.getByRole('form', { name: `Buy ${ebook.name}` });
    const formats = form.getByRole('group', { name: /^Formats/ });
    await formats.waitFor(TIMEOUT);
    const [first, second] = ebook.links;
    await expectVisible(formats.getByRole('checkbox', { name: new RegExp(`^${first.title} \\+Rp\\s`) }));
    await expectVisible(formats.getByRole('checkbox', { name: new RegExp(`^${second.title} \\+Rp\\s`) }));
    const sample = form.getByRole('link', { name: 'Free sample (two habits)' });
    await expectVisible(sample);
    const sampleAnswer = await fetch(new URL((await sample.getAttribute('href'))!, baseUrl()));
    expect(sampleAnswer.status).toBe(200);
    expect(sampleAnswer.headers.get('content-disposition')).toMatch(/^attachment; filename=/);

    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await expectText(page.getByRole('alert').filter({ hasText: 'Please' }), 'Please choose Formats.');
    await formats.getByRole('checkbox', { name: new RegExp(`^${first.title}`) }).check();
    await expectText(page.getByTestId('product-price'), rupiah(ebook.price + first.price));
    await screenshot(page, 'downloadable-product-desktop');
    await expect(axeViolations(page, ['form'])).resolves.toEqual([]);

    const added = page.waitForResponse((response) => response.url().includes('/graphql') && Boolean(response.request().postData()?.includes('addProductsToCart')), TIMEOUT);
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await added;
    await page.goto('/cart');
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: ebook.name });
    await line.waitFor(TIMEOUT);
    await expect(line.getByRole('term').allInnerTexts()).resolves.toEqual(['Formats:']);
    await expect(line.getByRole('definition').allInnerTexts()).resolves.toEqual([first.title]);
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe.each([
  ['1280 px desktop', desktopContext],
  ['390 px phone', mobileContext],
] as const)('My Downloadable Products on a %s', (viewport, makeContext) => {
  const session = freshShopperPerTest(() => browser, makeContext);

  test("lists the customer's bought format and downloads it, counting the download", async () => {
    const { page } = session;
    const customer = await customerWhoBoughtTheEbook();
    const problems = watchForProblems(page);
    await signIn(page, customer);
    await page.goto('/downloadable-products');
    const main = page.getByRole('main');
    await expectVisible(main.getByRole('heading', { level: 1, name: 'My Downloadable Products' }));
    const title = `${ebook.name}: ${ebook.links[0].title}`;
    const row = main.getByRole('row').filter({ hasText: title });
    await row.waitFor(TIMEOUT);
    // Title, order, date, status, downloads left (the PDF allows 5), and the button.
    const cells = row.getByRole('cell');
    await expect(cells.allInnerTexts()).resolves.toEqual([customer.orderNumber, expect.any(String), 'Available', '5', 'Download']);
    await screenshot(page, `downloadable-products-${viewport.includes('phone') ? 'mobile' : 'desktop'}`);
    await expect(axeViolations(page, ['main'])).resolves.toEqual([]);

    const download = page.waitForEvent('download', TIMEOUT);
    await row.getByRole('button', { name: `Download ${title}` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expectText(cells.nth(3), '4');
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('the demo customer without downloads is told so', async () => {
    const { page } = session;
    await signIn(page, DEMO);
    await page.goto('/downloadable-products');
    await expectVisible(page.getByRole('main').getByText('You have not purchased any downloadable products yet.'));
  });
});
