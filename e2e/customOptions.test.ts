import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';
import { expectText, expectVisible } from './support/expectations';

// Custom options on the real build against the embedded backend: the shopper fills an engraving,
// ticks gift wrap and picks a percent-priced greeting card; the price follows, the cart line
// carries every choice at the price the backend charges.
let browser: Browser;
let product: { path: string; name: string; price: number };

const TIMEOUT = { timeout: 15_000 };
const rupiah = (value: number) => new RegExp(`Rp\\s${value.toLocaleString('id-ID').replace(/\./g, '\\.')}`);

/** The demo product carrying an engraving, a gift wrap and a greeting card, found through the shop's own GraphQL. */
async function engravableProduct() {
  const query = `{ products(search: "", pageSize: 200) { items { name url_key url_suffix price_range { minimum_price { final_price { value } } }
    ... on CustomizableProductInterface { options { title } } } } }`;
  const response = await fetch(`${baseUrl()}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
  const { data } = (await response.json()) as {
    data: { products: { items: Array<{ name: string; url_key: string; url_suffix: string; price_range: { minimum_price: { final_price: { value: number } } }; options?: Array<{ title: string }> }> } };
  };
  const found = data.products.items.find((item) => ['Engraving', 'Gift wrap', 'Greeting card'].every((title) => item.options?.some((option) => option.title === title)));
  if (!found) throw new Error('The demo shop has no product with engraving, gift wrap and greeting card options');
  return { path: `/${found.url_key}${found.url_suffix}`, name: found.name, price: found.price_range.minimum_price.final_price.value };
}

beforeAll(async () => {
  browser = await launchBrowser();
  product = await engravableProduct();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['1280 px desktop', desktopContext],
  ['390 px phone', mobileContext],
] as const)('custom options on a %s', (viewport, makeContext) => {
  const session = pagePerTest(() => browser, makeContext);

  test('the shopper fills them, the price follows, and the cart line shows each choice at the charged price', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto(product.path);
    const form = page.getByRole('form', { name: `Buy ${product.name}` });
    const engraving = form.getByRole('textbox', { name: /^Engraving \+Rp\s15\.000/ });
    await engraving.waitFor(TIMEOUT);
    await expectVisible(form.getByText('Maximum 20 characters'));
    // Over the merchant's 20 characters the field takes no more, so the cart never sees a text Magento would refuse.
    await engraving.fill('x'.repeat(30));
    await expect(engraving.inputValue()).resolves.toHaveLength(20);

    // Engraving text is typed, wrap is a checkbox in a named group, the card a drop-down priced at 5% of the product.
    await engraving.fill('Dewi');
    await form.getByRole('group', { name: 'Gift wrap' }).getByRole('checkbox', { name: /^Wrap as a gift \+Rp\s10\.000$/ }).check();
    const cardPrice = Math.round(product.price * 0.05);
    const card = form.getByRole('combobox', { name: 'Greeting card' });
    await card.selectOption({ label: (await card.getByRole('option', { name: /^Printed card/ }).textContent()) ?? '' });
    const total = product.price + 15000 + 10000 + cardPrice;
    await expectText(page.getByTestId('product-price'), rupiah(total));
    await screenshot(page, `custom-options-${viewport.includes('phone') ? 'mobile' : 'desktop'}`);
    await expect(axeViolations(page, ['form'])).resolves.toEqual([]);

    const added = page.waitForResponse((response) => response.url().includes('/graphql') && Boolean(response.request().postData()?.includes('addProductsToCart')), TIMEOUT);
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await added;

    await page.goto('/cart');
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
    await line.waitFor(TIMEOUT);
    // Each choice is a term and its description (dt/dd) under the product's name.
    const choices = line.getByRole('term');
    await choices.first().waitFor(TIMEOUT);
    await expect(choices.allInnerTexts()).resolves.toEqual(['Engraving:', 'Gift wrap:', 'Greeting card:']);
    await expect(line.getByRole('definition').allInnerTexts()).resolves.toEqual(['Dewi', 'Wrap as a gift', 'Printed card']);
    await expectText(line, rupiah(total));
    // Leaving the product page cuts its related products' pictures short (aborted): not a failure.
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
