import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { DEMO, signIn } from './support/account';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, realProblems, screenshot, watchForProblems } from './support/browser';
import { freshShopperPerTest, TIMEOUT } from './support/checkoutSteps';
import { eventually } from './support/eventually';
import { baseUrl } from './support/serverState';

// Confirm payment and refer a friend on the real build against the embedded backend, at both
// widths: a bank-transfer confirmation with its receipt for a seeded order (and the refusals: an
// unknown order, a file that is no image), /raf for a guest and for the demo customer, and
// /raf/verify with a valid, an invalid and one's own code; then a friend who follows the link,
// creates an account and uses the code. No serious accessibility problem on any of them.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The test server's database, read only (its DATA_DIR holds the log and storefront.sqlite). */
function readDatabase<T>(read: (db: Database.Database) => T): T {
  const logFile = process.env.E2E_SERVER_LOG_FILE;
  if (!logFile) throw new Error('E2E_SERVER_LOG_FILE is not set: the test server’s data dir is needed (see e2e/support/globalSetup.ts).');
  const db = new Database(path.join(path.dirname(logFile), 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** A seeded bank-transfer order still waiting for its payment (the demo customer's, 000000005 in a fresh shop). */
const pendingBankTransferOrder = () =>
  readDatabase(
    (db) => db.prepare("SELECT increment_id FROM sales_orders WHERE payment_method = 'banktransfer' AND status = 'pending' ORDER BY entity_id LIMIT 1").pluck().get() as string,
  );

const confirmationsOf = (orderNumber: string) =>
  readDatabase(
    (db) =>
      db
        .prepare('SELECT c.account_name, c.receipt_type FROM payment_confirmations c JOIN sales_orders o ON o.entity_id = c.order_id WHERE o.increment_id = ? ORDER BY c.confirmation_id')
        .all(orderNumber) as Array<{ account_name: string; receipt_type: string | null }>,
  );

async function graphql<T>(query: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The demo customer's referral code, as the shop answers it. */
async function demoReferralCode(): Promise<string> {
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    `mutation { generateCustomerToken(email: "${DEMO.email}", password: "${DEMO.password}") { token } }`,
  );
  const { customer } = await graphql<{ customer: { referral: { code: string } } }>('{ customer { referral { code } } }', generateCustomerToken.token);
  return customer.referral.code;
}

/** A 1x1 PNG: a receipt small enough to send quickly, a real image for the preview. */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Today in the browser's calendar, as the date field takes it. */
const today = (page: Page) => page.evaluate(() => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
});

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`confirm payment and referral on ${kind}`, () => {
    const session = freshShopperPerTest(() => browser, makeContext);

    test('confirm payment: required fields, a file that is no image, an unknown order, then a real order confirmed with its receipt', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const orderNumber = pendingBankTransferOrder();
      await page.goto('/confirm-payment', { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Confirm Payment' }).waitFor(TIMEOUT);
      const form = main.getByRole('region', { name: 'Tell us about your transfer' });
      const field = (name: string) => form.getByRole('textbox', { name });
      const submit = form.getByRole('button', { name: 'Confirm Payment' });
      const receipt = form.getByLabel('Payment Receipt (optional)');

      await submit.click();
      await eventually(() => form.getByText('Is required.').count(), (count) => count === 6);
      // The shop's accounts to choose from.
      const bank = form.getByRole('combobox', { name: 'Transferred To' });
      await bank.selectOption({ label: 'BCA - 1234567890 (PT Jingga Sehat Indonesia)' });
      await field('Account Name').fill('Demo <b>Pelanggan</b>');
      await field('Account Number').fill('0987654321');
      await field('Amount (IDR)').fill('351.000');
      await form.getByLabel('Transfer Date').fill(await today(page));

      await receipt.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 not an image') });
      await form.getByText('The receipt must be a JPEG, PNG or WebP image.').waitFor(TIMEOUT);
      await field('Order Number').fill('999999999');
      await submit.click();
      // Held back by the wrong file: nothing was sent, the file picker has the focus.
      await eventually(() => receipt.evaluate((element) => element === document.activeElement), (focused) => focused);
      await receipt.setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
      await form.getByRole('img', { name: 'Preview of your receipt' }).waitFor(TIMEOUT);
      await submit.click();
      await form.getByRole('alert').filter({ hasText: 'Order number "999999999" was not found.' }).waitFor(TIMEOUT);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `confirm-payment-errors-${kind}`);

      await field('Order Number').fill(orderNumber);
      await submit.click();
      // Desktop runs first; the phone's confirmation of the same order updates it.
      await form.getByText(new RegExp(`^Thank you! We have (received your|updated the) payment confirmation for order #${orderNumber}`)).waitFor(TIMEOUT);
      expect(await field('Order Number').inputValue()).toBe('');
      expect(await form.getByRole('img', { name: 'Preview of your receipt' }).count()).toBe(0);
      const stored = await eventually(async () => confirmationsOf(orderNumber), (rows) => rows.some((row) => row.account_name === 'Demo <b>Pelanggan</b>'));
      expect(stored.at(-1)).toEqual({ account_name: 'Demo <b>Pelanggan</b>', receipt_type: 'image/png' });
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `confirm-payment-sent-${kind}`);
      expect(problems.consoleErrors).toEqual([]);
      // The unknown order is a GraphQL error (HTTP 200), not a failed request.
      expect(problems.failedRequests).toEqual([]);
    });

    test('/raf: a guest sees the programme, signs in and comes back to their code, friends and rewards', async () => {
      const { page, context } = session;
      const problems = watchForProblems(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/raf', { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Refer a Friend' }).waitFor(TIMEOUT);
      // The programme, from the seeded CMS block.
      await main.getByRole('heading', { name: 'Share Jingga, earn points together' }).waitFor(TIMEOUT);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `raf-guest-${kind}`);

      await main.getByRole('link', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/sign-in', TIMEOUT);
      await main.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
      await main.getByLabel('Password').fill(DEMO.password);
      await main.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/raf', TIMEOUT);

      const code = main.getByRole('region', { name: 'Your referral code' });
      await code.getByText(/^DEMO[2-9A-Z]{4}$/).waitFor(TIMEOUT);
      const demoCode = await code.getByText(/^DEMO[2-9A-Z]{4}$/).textContent();
      await code.getByText(`${baseUrl()}/raf/verify?code=${demoCode}`).waitFor(TIMEOUT);
      const friends = main.getByRole('region', { name: 'Friends you invited' });
      await friends.getByText('Siti R.').waitFor(TIMEOUT);
      await friends.getByText('Dewi L.').waitFor(TIMEOUT);
      await main.getByRole('region', { name: 'Your rewards' }).getByText(/^Earned so far: /).waitFor(TIMEOUT);

      await code.getByRole('button', { name: 'Copy code' }).click();
      await code.getByRole('status').filter({ hasText: 'Code copied!' }).waitFor(TIMEOUT);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demoCode);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `raf-customer-${kind}`);
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });

    test('/raf/verify: a valid code for a guest, an invalid one, and the demo customer’s own code', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const demoCode = await demoReferralCode();
      const main = page.getByRole('main');

      await page.goto(`/raf/verify?code=${demoCode}`, { waitUntil: 'networkidle' });
      await main.getByRole('heading', { name: 'Your friend Demo P. invited you' }).waitFor(TIMEOUT);
      await main.getByText(/^Create an account with this code and get 500 points/).waitFor(TIMEOUT);
      expect(await main.getByRole('link', { name: 'Create an Account' }).count()).toBe(1);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `raf-verify-valid-${kind}`);

      await page.goto('/raf/verify?code=NOPE1234', { waitUntil: 'networkidle' });
      await main.getByRole('alert').filter({ hasText: 'This referral code is not valid. Check it and try again.' }).waitFor(TIMEOUT);
      // Another code typed here is checked the same way.
      await main.getByRole('textbox', { name: 'Referral Code' }).fill(demoCode.toLowerCase());
      await main.getByRole('button', { name: 'Check Code' }).click();
      await main.getByRole('heading', { name: 'Your friend Demo P. invited you' }).waitFor(TIMEOUT);
      await screenshot(page, `raf-verify-checked-${kind}`);

      await signIn(page, DEMO);
      await page.goto(`/raf/verify?code=${demoCode}`, { waitUntil: 'networkidle' });
      await main.getByRole('alert').filter({ hasText: 'This is your own referral code. Share it with your friends instead.' }).waitFor(TIMEOUT);
      expect(await main.getByRole('button', { name: 'Use this code' }).count()).toBe(0);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `raf-verify-own-${kind}`);
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
}

describe('a friend with the demo customer’s link, on desktop', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('creates an account from the link, comes back to it signed in and uses the code once', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    const demoCode = await demoReferralCode();
    const main = page.getByRole('main');
    await page.goto(`/raf/verify?code=${demoCode}`, { waitUntil: 'networkidle' });
    await main.getByRole('link', { name: 'Create an Account' }).click();
    await page.waitForURL((url) => url.pathname === '/create-account', TIMEOUT);
    await main.getByRole('textbox', { name: 'First Name' }).fill('Rina');
    await main.getByRole('textbox', { name: 'Last Name' }).fill('Wulandari');
    await main.getByRole('textbox', { name: 'Email' }).fill(`raf-${Date.now()}@example.com`);
    await main.getByLabel('Password', { exact: true }).fill('Rina1234!Sehat');
    await main.getByLabel('Confirm Password').fill('Rina1234!Sehat');
    await main.getByRole('button', { name: 'Create an Account' }).click();

    // Back on the link's page, now signed in: the code is theirs to use.
    await page.waitForURL((url) => url.pathname === '/raf/verify' && url.searchParams.get('code') === demoCode, TIMEOUT);
    await main.getByText(/^Use this code now and get 500 points/).waitFor(TIMEOUT);
    await main.getByRole('button', { name: 'Use this code' }).click();
    await main.getByText(/^Done! You received 500 points .* thanks to Demo P\.'s code/).waitFor(TIMEOUT);
    await screenshot(page, 'raf-verify-used-desktop');

    // The points are theirs, and the code cannot be used twice.
    await main.getByRole('link', { name: 'View my reward points' }).click();
    await page.waitForURL((url) => url.pathname === '/reward-points', TIMEOUT);
    await main.getByText("Welcome reward for joining with Demo P.'s referral code").waitFor(TIMEOUT);
    await page.goto(`/raf/verify?code=${demoCode}`, { waitUntil: 'networkidle' });
    await main.getByRole('alert').filter({ hasText: 'You have already used a referral code' }).waitFor(TIMEOUT);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
});
