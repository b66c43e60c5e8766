import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO, signIn } from './support/account';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, realProblems, screenshot, watchForProblems } from './support/browser';
import {
  addProductToCart,
  choosePayment,
  chooseShippingMethod,
  continueToShippingMethod,
  fillShippingAddress,
  freshShopperPerTest,
  guestCartWith,
  newShopper,
  openCheckout,
  placeOrderThroughBackend,
  placeOrderTimed,
  productPricedBetween,
  simpleProductsInStock,
  thanksOrderNumber,
  TIMEOUT,
  type ShopProduct,
} from './support/checkoutSteps';
import { expectCount, expectRead, expectValue } from './support/expectations';
import { baseUrl } from './support/serverState';

// Confirm payment and refer a friend on the real build against the embedded backend, at both
// widths: a guest confirms their own bank-transfer order with its email and a receipt (refused: a
// file that is no image, another customer's order), the demo customer signed in confirms theirs;
// /raf for a guest and for the demo customer, and /raf/verify with a valid, an invalid and one's
// own code; then a friend who follows the link, creates an account, uses the code and is rewarded
// once their first order is paid (by card, at once). No serious accessibility problem on any of them.

let browser: Browser;
/** What the guests and the new friend order. */
let product: ShopProduct;

beforeAll(async () => {
  browser = await launchBrowser();
  product = productPricedBetween(await simpleProductsInStock(), 10_000, 60_000);
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

/** The order number (increment id) of the order with this entity id. */
const orderNumberOf = (entityId: string) =>
  readDatabase((db) => db.prepare('SELECT increment_id FROM sales_orders WHERE entity_id = ?').pluck().get(Number(entityId)) as string);

/** /confirm-payment's form and its controls. */
function confirmPaymentForm(page: Page) {
  const form = page.getByRole('main').getByRole('region', { name: 'Tell us about your transfer' });
  return {
    form,
    field: (name: string) => form.getByRole('textbox', { name, exact: true }),
    submit: form.getByRole('button', { name: 'Confirm Payment' }),
    receipt: form.getByLabel('Payment Receipt (optional)'),
  };
}

/** The transfer's details: the shop's account it went to, from whose account, how much and when. */
async function fillTransfer(page: Page, form: Locator): Promise<void> {
  await form.getByRole('combobox', { name: 'Transferred To' }).selectOption({ label: 'BCA - 1234567890 (PT Jingga Sehat Indonesia)' });
  await form.getByRole('textbox', { name: 'Account Name' }).fill('Demo <b>Pelanggan</b>');
  await form.getByRole('textbox', { name: 'Account Number' }).fill('0987654321');
  await form.getByRole('textbox', { name: 'Amount (IDR)' }).fill('351.000');
  await form.getByLabel('Transfer Date').fill(await today(page));
}

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`confirm payment and referral on ${kind}`, () => {
    const session = freshShopperPerTest(() => browser, makeContext);

    test('confirm payment as a guest: every field required (the email too), a file that is no image, another customer’s order refused like an unknown one, then their own order confirmed with its email and receipt', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const shopper = newShopper(`confirm-${kind}`);
      const guestOrder = orderNumberOf(await placeOrderThroughBackend(await guestCartWith(product), shopper));
      const demoOrder = pendingBankTransferOrder();
      const demoConfirmations = confirmationsOf(demoOrder).length;
      await page.goto('/confirm-payment', { waitUntil: 'networkidle' });
      const { form, field, submit, receipt } = confirmPaymentForm(page);

      await submit.click();
      await expectCount(form.getByText('Is required.'), 7);
      await fillTransfer(page, form);
      await receipt.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 not an image') });
      await form.getByText('The receipt must be a JPEG, PNG or WebP image.').waitFor(TIMEOUT);
      // The demo customer's order with this guest's email: not theirs to confirm.
      await field('Order Number').fill(demoOrder);
      await field('Email').fill(shopper.email);
      await submit.click();
      // Held back by the wrong file: nothing was sent, the file picker has the focus.
      await expectRead(() => receipt.evaluate((element) => element === document.activeElement), true);
      await receipt.setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
      await form.getByRole('img', { name: 'Preview of your receipt' }).waitFor(TIMEOUT);
      await submit.click();
      // The same words as for a number no order has: the answer never tells that the order exists.
      await form.getByRole('alert').filter({ hasText: "We couldn't locate an order with the information provided." }).waitFor(TIMEOUT);
      expect(confirmationsOf(demoOrder)).toHaveLength(demoConfirmations);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `confirm-payment-errors-${kind}`);

      await field('Order Number').fill(guestOrder);
      await submit.click();
      await form.getByText(`Thank you! We have received your payment confirmation for order #${guestOrder}. We will check it and process your order.`).waitFor(TIMEOUT);
      await expectValue(field('Order Number'), '');
      await expectValue(field('Email'), '');
      await expectCount(form.getByRole('img', { name: 'Preview of your receipt' }), 0);
      await expectRead(async () => confirmationsOf(guestOrder), [{ account_name: 'Demo <b>Pelanggan</b>', receipt_type: 'image/png' }]);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `confirm-payment-sent-${kind}`);
      expect(problems.consoleErrors).toEqual([]);
      // The refusal is a GraphQL error (HTTP 200), not a failed request.
      expect(problems.failedRequests).toEqual([]);
    });

    test('confirm payment as the demo customer: signed in, no email asked, their own pending order confirmed', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const orderNumber = pendingBankTransferOrder();
      const earlier = confirmationsOf(orderNumber).length;
      await signIn(page, DEMO);
      await page.goto('/confirm-payment', { waitUntil: 'networkidle' });
      const { form, field, submit } = confirmPaymentForm(page);
      await field('Order Number').waitFor(TIMEOUT);
      await expectCount(field('Email'), 0);
      await field('Order Number').fill(orderNumber);
      await fillTransfer(page, form);
      await submit.click();
      // Desktop runs first; the phone's confirmation of the same order updates it.
      await form.getByText(new RegExp(`^Thank you! We have (received your|updated the) payment confirmation for order #${orderNumber}`)).waitFor(TIMEOUT);
      await expectValue(field('Order Number'), '');
      await expectRead(async () => confirmationsOf(orderNumber).slice(earlier), [{ account_name: 'Demo <b>Pelanggan</b>', receipt_type: null }]);
      await screenshot(page, `confirm-payment-customer-${kind}`);
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
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
      await expectCount(main.getByRole('link', { name: 'Create an Account' }), 1);
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
      await expectCount(main.getByRole('button', { name: 'Use this code' }), 0);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `raf-verify-own-${kind}`);
      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
}

describe('a friend with the demo customer’s link, on desktop', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('creates an account from the link, uses the code once, and is rewarded when their first order is paid', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    const demoCode = await demoReferralCode();
    const friend = { ...newShopper('raf'), firstName: 'Rina', lastName: 'Wulandari' };
    const main = page.getByRole('main');
    await page.goto(`/raf/verify?code=${demoCode}`, { waitUntil: 'networkidle' });
    await main.getByRole('link', { name: 'Create an Account' }).click();
    await page.waitForURL((url) => url.pathname === '/create-account', TIMEOUT);
    await main.getByRole('textbox', { name: 'First Name' }).fill(friend.firstName);
    await main.getByRole('textbox', { name: 'Last Name' }).fill(friend.lastName);
    await main.getByRole('textbox', { name: 'Email' }).fill(friend.email);
    await main.getByLabel('Password', { exact: true }).fill('Rina1234!Sehat');
    await main.getByLabel('Confirm Password').fill('Rina1234!Sehat');
    await main.getByRole('button', { name: 'Create an Account' }).click();

    // Back on the link's page, now signed in: the code is theirs to use, paid with the first order.
    await page.waitForURL((url) => url.pathname === '/raf/verify' && url.searchParams.get('code') === demoCode, TIMEOUT);
    await main.getByText(/^Use this code now and get 500 points.* when your first order is paid\.$/).waitFor(TIMEOUT);
    await main.getByRole('button', { name: 'Use this code' }).click();
    await main.getByText(/^Done! You will receive 500 points.* thanks to Demo P\.'s code when your first order is paid\.$/).waitFor(TIMEOUT);
    await screenshot(page, 'raf-verify-used-desktop');
    await main.getByRole('link', { name: 'Start shopping' }).click();
    await page.waitForURL((url) => url.pathname === '/', TIMEOUT);

    // The code cannot be used twice, and using it paid nothing yet.
    await page.goto(`/raf/verify?code=${demoCode}`, { waitUntil: 'networkidle' });
    await main.getByRole('alert').filter({ hasText: 'You have already used a referral code' }).waitFor(TIMEOUT);
    await page.goto('/reward-points', { waitUntil: 'networkidle' });
    await main.getByText('You have no reward points history yet.').waitFor(TIMEOUT);

    // The first order, paid by card at once: now the points are theirs (an offline payment would wait for the shop's invoice).
    await addProductToCart(page, product);
    await openCheckout(page);
    await fillShippingAddress(page, friend, { signedIn: true });
    await continueToShippingMethod(page);
    await chooseShippingMethod(page, 'SiCepat - Reguler');
    await choosePayment(page, 'Credit / Debit Card', 'tok_visa_test');
    await placeOrderTimed(page);
    await thanksOrderNumber(page);
    await page.goto('/reward-points', { waitUntil: 'networkidle' });
    await main.getByText("Reward for your first order with Demo P.'s referral code").waitFor(TIMEOUT);
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
