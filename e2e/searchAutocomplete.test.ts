import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, screenshot, watchForProblems } from './support/browser';
import { expectAttribute, expectCount, expectRead, expectVisible } from './support/expectations';

// The header's search autocomplete on the real build: loaded on focus, a message under three
// characters, suggestions from three, arrow keys + Enter open one, Escape closes the list.
let browser: Browser;
const TIMEOUT = { timeout: 15_000 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const)('search autocomplete on %s', (kind, makeContext) => {
  const session = pagePerTest(() => browser, makeContext);

  test('asks for three characters, then suggests categories and products; arrow keys and Enter open one', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.some((path) => path.includes('search-autocomplete'))).toBe(false);

    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await field.click();
    const status = page.getByRole('banner').getByRole('status');
    await status.getByText('Search for a product').waitFor(TIMEOUT);
    expect(scripts.some((path) => path.includes('search-autocomplete'))).toBe(true);

    await field.pressSequentially('se');
    await status.getByText('Search term must be at least three characters').waitFor(TIMEOUT);
    await field.pressSequentially('rum');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.waitFor(TIMEOUT);
    await status.getByText(/^\d+ items?$/).waitFor(TIMEOUT);
    await expectVisible(listbox.getByRole('group', { name: 'Product Suggestions' }));
    const options = listbox.getByRole('option');
    // A category suggestion ("serum in Face") and one to three products with their prices.
    const suggestions = async () => {
      const texts = await options.allTextContents();
      const priced = texts.filter((text) => /Rp\s[\d.]+/.test(text)).length;
      return { category: texts.some((text) => /^serum\s+in\s/.test(text)), oneToThreeProducts: priced > 0 && priced <= 3 };
    };
    await expectRead(suggestions, { category: true, oneToThreeProducts: true });

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = await options.nth(1).getAttribute('id');
    await page.waitForFunction((id) => document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant') === id, second, TIMEOUT);
    await expectAttribute(options.nth(1), 'aria-selected', 'true');
    await screenshot(page, `search-autocomplete-open-${kind}`);
    await expect(axeViolations(page, ['header'])).resolves.toEqual([]);

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('.html') && url.pathname !== '/', TIMEOUT);
    await expectCount(listbox, 0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('Escape closes the list and typing opens it again; markup is shown as text', async () => {
    const { page } = session;
    await page.goto('/', { waitUntil: 'networkidle' });
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await field.click();
    await field.pressSequentially('serum');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.waitFor(TIMEOUT);
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached', ...TIMEOUT });
    await expectAttribute(field, 'aria-expanded', 'false');
    await expectRead(() => field.evaluate((element) => element === document.activeElement), true);
    await field.pressSequentially(' ');
    await listbox.waitFor(TIMEOUT);

    await field.fill('');
    await field.pressSequentially('<script>x</script>');
    const status = page.getByRole('banner').getByRole('status');
    await status.getByText(/No results were found\.|^\d+ items?$/).waitFor(TIMEOUT);
    await expect(page.evaluate(() => (window as unknown as { x?: unknown }).x)).resolves.toBeUndefined();
  });
});
