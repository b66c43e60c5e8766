import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, screenshot, watchForProblems } from './support/browser';
import { expectAttribute, expectCount } from './support/expectations';

// /category as a shopper uses it: open a top-level category, then one of its children, and
// follow a leaf to its category page. The store root ("Default Category") is never offered.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const)('/category on %s', (kind, makeContext) => {
  const session = pagePerTest(() => browser, makeContext);

  test('browses from a top-level category down to a leaf category page', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/category', { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await screenshot(page, `category-tree-${kind}`);
    await expectCount(main.getByText('Default Category'), 0);

    const skincare = main.getByRole('button', { name: 'Skincare' });
    await skincare.click();
    await expectAttribute(skincare, 'aria-expanded', 'true');
    await main.getByRole('link', { name: 'All Skincare' }).waitFor();
    await main.getByRole('button', { name: 'Face' }).click();
    await screenshot(page, `category-tree-open-${kind}`);
    expect(await axeViolations(page, ['main'])).toEqual([]);

    await main.getByRole('link', { name: 'Serum' }).click();
    await page.waitForURL('**/skincare/face/serum.html');
    await page.waitForLoadState('networkidle');
    await expectCount(page.getByText('Ooops!'), 0);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
