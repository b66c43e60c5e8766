import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO, signIn } from './support/account';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, screenshot, watchForProblems } from './support/browser';
import { simpleProductsInStock, TIMEOUT, type ShopProduct } from './support/checkoutSteps';
import { expectAttribute, expectCount, expectValue } from './support/expectations';

// Writing a product review on the real build against the embedded backend, at both widths: a guest
// meets the form's validation, then sends a review (HTML in it kept as text, a double click sending
// one) that waits for moderation; the demo customer sends one and finds it on /product-review.

const SUBMITTED = 'You submitted your review for moderation.';
const RATINGS = ['Quality', 'Value', 'Price'] as const;

let browser: Browser;
let products: ShopProduct[];

beforeAll(async () => {
  browser = await launchBrowser();
  products = await simpleProductsInStock();
});

afterAll(async () => {
  await browser?.close();
});

/** The reviews the shop stored with `summary` (read from the test server's database). */
function storedReviews(summary: string): Array<{ nickname: string; text: string; status: number; customer_id: number | null }> {
  const logFile = process.env.E2E_SERVER_LOG_FILE;
  if (!logFile) throw new Error('E2E_SERVER_LOG_FILE is not set: the test server’s data dir is needed (see e2e/support/globalSetup.ts).');
  const db = new Database(path.join(path.dirname(logFile), 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT nickname, text, status, customer_id FROM reviews WHERE summary = ? ORDER BY review_id').all(summary) as Array<{
      nickname: string;
      text: string;
      status: number;
      customer_id: number | null;
    }>;
  } finally {
    db.close();
  }
}

/** The product page's reviews section ("Reviews (12)"). */
const reviewsRegion = (page: Page) => page.getByRole('region', { name: /^Reviews \(\d+\)$/ });

/** Opens the product page's review form (its code loads on the click) and answers its region. */
async function openReviewForm(page: Page, product: ShopProduct): Promise<Locator> {
  await page.goto(product.path, { waitUntil: 'networkidle' });
  const reviews = reviewsRegion(page);
  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  const form = reviews.getByRole('region', { name: 'Write Your Own Review' });
  await form.getByRole('button', { name: 'Submit Review' }).waitFor(TIMEOUT);
  return form;
}

async function rate(form: Locator, stars: [number, number, number]): Promise<void> {
  for (const [index, name] of RATINGS.entries()) {
    const count = stars[index];
    await form.getByRole('group', { name }).getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` }).check();
  }
}

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`writing a review on ${kind}`, () => {
    const session = pagePerTest(() => browser, makeContext);

    test('a guest: every rating and field required, then a review with HTML in it sent once and waiting for moderation', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const product = products[kind === 'desktop' ? 0 : 1];
      const form = await openReviewForm(page, product);
      await form.getByText(product.name).waitFor(TIMEOUT);

      await form.getByRole('button', { name: 'Submit Review' }).click();
      for (const name of ['Nickname', 'Summary', 'Review']) await expectAttribute(form.getByRole('textbox', { name }), 'aria-invalid', 'true');
      await expectCount(form.getByText('Is required.'), 6);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `review-write-errors-${kind}`);

      const summary = `Gentle on my skin (${kind} ${Date.now()})`;
      const text = '<img src=x onerror="window.__reviewXss=1"><b>Calm</b> skin after two weeks <script>window.__reviewXss=2</script>';
      await rate(form, [5, 4, 3]);
      await form.getByRole('textbox', { name: 'Nickname' }).fill('Sari <i>W</i>');
      await form.getByRole('textbox', { name: 'Summary' }).fill(summary);
      await form.getByRole('textbox', { name: 'Review' }).fill(text);
      await expectCount(form.getByText('Is required.'), 0);
      await form.getByRole('button', { name: 'Submit Review' }).dblclick();

      // The message in place of the form, and a toast saying the same.
      await reviewsRegion(page).getByText(SUBMITTED).waitFor(TIMEOUT);
      await page.getByRole('status').filter({ hasText: SUBMITTED }).first().waitFor(TIMEOUT);
      await expectCount(page.getByRole('region', { name: 'Write Your Own Review' }), 0);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `review-write-sent-${kind}`);

      // One review, exactly as typed, pending moderation: not on the product's own list.
      expect(storedReviews(summary)).toEqual([{ nickname: 'Sari <i>W</i>', text, status: 2, customer_id: null }]);
      expect(await page.evaluate(() => (window as unknown as { __reviewXss?: number }).__reviewXss)).toBeUndefined();
      await page.reload({ waitUntil: 'networkidle' });
      await expectCount(page.getByText(summary), 0);
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });

    test('the demo customer: nickname prefilled, the review sent and found on /product-review', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      await signIn(page, DEMO);
      const form = await openReviewForm(page, products[kind === 'desktop' ? 2 : 3]);
      await expectValue(form.getByRole('textbox', { name: 'Nickname' }), 'Demo');
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);

      const summary = `Will buy again (${kind} ${Date.now()})`;
      await rate(form, [4, 4, 5]);
      await form.getByRole('textbox', { name: 'Summary' }).fill(summary);
      await form.getByRole('textbox', { name: 'Review' }).fill('Light texture, no sting.');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await reviewsRegion(page).getByText(SUBMITTED).waitFor(TIMEOUT);

      const main = page.getByRole('main');
      await reviewsRegion(page).getByRole('link', { name: 'See your reviews' }).click();
      await page.waitForURL((url) => url.pathname === '/product-review', TIMEOUT);
      await main.getByRole('heading', { name: summary }).waitFor(TIMEOUT);
      await screenshot(page, `review-write-customer-reviews-${kind}`);
      expect(storedReviews(summary)).toEqual([expect.objectContaining({ nickname: 'Demo', status: 2, customer_id: expect.any(Number) })]);
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
}
