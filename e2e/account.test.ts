import type { Browser, Locator } from 'playwright-core';
import { browserStorage, DEMO, resetLinkFor, signIn } from './support/account';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, screenshot, watchForProblems } from './support/browser';
import { freshShopperPerTest, TIMEOUT } from './support/checkoutSteps';
import { eventually } from './support/eventually';
import { expectCount } from './support/expectations';

// A shopper's account on the real build against the embedded backend: signing up, signing out with
// nothing of them left in the browser, a forgotten password reset from the link the shop printed,
// an expired session, and the demo customer's account pages at both widths.

const TOKEN_KEY = 'M2_VENIA_BROWSER_PERSISTENCE__signin_token';
const EXPIRED = 'Your session has expired. Please sign in again.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a new shopper on desktop', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('signs up, signs out leaving nothing of them in the browser, and resets a forgotten password from the printed link', async () => {
    const { page } = session;
    const email = `e2e-${Date.now()}@example.com`;
    const person = { first: 'Rina', last: `Wulandari${Date.now() % 1000}` };

    await page.goto('/create-account', { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'First Name' }).fill(person.first);
    await main.getByRole('textbox', { name: 'Last Name' }).fill(person.last);
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByLabel('Password', { exact: true }).fill('Rina1234!Sehat');
    await main.getByLabel('Confirm Password').fill('Rina1234!Sehat');
    await main.getByRole('button', { name: 'Create an Account' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/account', TIMEOUT);
    await main.getByText(`Hi, ${person.first}`).waitFor(TIMEOUT);
    await main.getByRole('region', { name: 'Contact Information' }).getByText(email).waitFor(TIMEOUT);
    await screenshot(page, 'account-new-customer-desktop');
    // The customer is in the browser now: the token, and their data in the persisted Apollo cache.
    const signedIn = await eventually(() => browserStorage(page), (storage) => storage.local.includes(email));
    expect(signedIn.local.includes('signin_token')).toBe(true);
    expect(signedIn.local.includes(email)).toBe(true);

    await main.getByRole('navigation', { name: 'My Account' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/', TIMEOUT);
    await page.waitForLoadState('networkidle');
    const signedOut = await browserStorage(page);
    const left = [email, person.last, 'signin_token', 'billing_address', 'shipping_address'].filter((trace) =>
      [signedOut.local, signedOut.session, signedOut.indexedDb].some((stored) => stored.includes(trace)),
    );
    expect(left).toEqual([]);
    // A guest again, with a guest cart of their own.
    expect(signedOut.local.includes('cartId')).toBe(true);

    await page.goto('/forgot-password', { waitUntil: 'networkidle' });
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByRole('button', { name: 'Send Reset Link' }).click();
    await main.getByText(`If there is an account associated with ${email}`).waitFor(TIMEOUT);
    const link = new URL(await resetLinkFor(email));
    // No customer data in the link: the token only.
    expect([...link.searchParams.keys()]).toEqual(['token']);
    await page.goto(`${link.pathname}${link.search}`, { waitUntil: 'networkidle' });
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByLabel('New Password', { exact: true }).fill('Rina5678!Segar');
    await main.getByLabel('Confirm New Password').fill('Rina5678!Segar');
    await main.getByRole('button', { name: 'Save New Password' }).click();
    await main.getByText('Your new password has been saved.').waitFor(TIMEOUT);
    await screenshot(page, 'account-password-reset-desktop');
    // The link works once.
    await page.goto(`${link.pathname}${link.search}`, { waitUntil: 'networkidle' });
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByLabel('New Password', { exact: true }).fill('Rina9012!Segar');
    await main.getByLabel('Confirm New Password').fill('Rina9012!Segar');
    await main.getByRole('button', { name: 'Save New Password' }).click();
    await main.getByRole('alert').filter({ hasText: "Cannot set the customer's password" }).waitFor(TIMEOUT);

    await signIn(page, { email, password: 'Rina5678!Segar' });
    await main.getByText(`Hi, ${person.first}`).waitFor(TIMEOUT);
  });

  test('an expired session signs the customer out with a notice, and an account page then asks to sign in', async () => {
    const { page: signInPage, context } = session;
    await signIn(signInPage, DEMO);
    // The shop is closed, and opened again after the token's ttl (3600 s): the next page finds the
    // token stored over an hour ago. (Aged under an open page, the token would be dropped by that
    // page's next request instead, before any page of the test sees it.)
    await signInPage.close();
    const page = await context.newPage();
    await page.addInitScript((key) => {
      const stored = localStorage.getItem(key);
      if (stored) localStorage.setItem(key, JSON.stringify({ ...JSON.parse(stored), timeStored: Date.now() - 3601 * 1000 }));
    }, TOKEN_KEY);
    // The notice shows for 5 s: watched for from before the navigation, as a page still busy loading could outlast it.
    const notice = page.getByRole('status').filter({ hasText: EXPIRED }).waitFor(TIMEOUT);
    await page.goto('/account-information');
    await notice;
    await page.waitForURL((url) => url.pathname === '/sign-in', TIMEOUT);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await screenshot(page, 'account-session-expired-desktop');
  });
});

/** The account pages a signed-in customer opens, each with something of theirs that must show. */
const ACCOUNT_PAGES: Array<{ path: string; heading: string; shows: (main: Locator) => Locator; name: string }> = [
  { path: '/account-information', heading: 'Account Information', name: 'information', shows: (main) => main.getByRole('button', { name: 'Change Password' }) },
  { path: '/order-history', heading: 'Order History', name: 'orders', shows: (main) => main.getByRole('link', { name: /^View order/ }).first() },
  { path: '/tracking-order', heading: 'Track Your Order', name: 'tracking', shows: (main) => main.getByRole('textbox').first() },
  { path: '/wishlist', heading: 'Wishlist', name: 'wishlist', shows: (main) => main.getByRole('button', { name: 'Add to Cart' }).first() },
  { path: '/address-book', heading: 'Address Book', name: 'addresses', shows: (main) => main.getByText('Default shipping address').first() },
  { path: '/reward-points', heading: 'Reward Points', name: 'points', shows: (main) => main.getByRole('table') },
  { path: '/store-credit', heading: 'Store Credit', name: 'credit', shows: (main) => main.getByRole('table') },
  { path: '/saved-payments', heading: 'Saved Payments', name: 'payments', shows: (main) => main.getByRole('heading', { name: /ending in \d{4}$/ }).first() },
  { path: '/product-review', heading: 'My Product Reviews', name: 'reviews', shows: (main) => main.getByRole('img', { name: /^Rated/ }).first() },
  { path: '/communications', heading: 'Communications', name: 'communications', shows: (main) => main.getByRole('checkbox', { name: 'Send me promos and health tips by email' }) },
  { path: '/setting', heading: 'Settings', name: 'settings', shows: (main) => main.getByRole('radio', { name: "The store's language" }) },
];

for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`the demo customer's account on ${kind}`, () => {
    const session = freshShopperPerTest(() => browser, makeContext);

    test('the dashboard and every account page show their own data, with no serious accessibility problem', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      await signIn(page, DEMO);
      const main = page.getByRole('main');

      const recent = main.getByRole('region', { name: 'Recent Orders' });
      await recent.getByRole('link', { name: /^Order #/ }).first().waitFor(TIMEOUT);
      await expectCount(recent.getByRole('link', { name: /^Order #/ }), 3);
      await main.getByRole('region', { name: 'Default Addresses' }).getByRole('heading', { name: /Default Shipping/ }).waitFor(TIMEOUT);
      await main.getByRole('region', { name: 'Points and Credit' }).getByRole('link', { name: /Reward points/ }).waitFor(TIMEOUT);
      // A phone navigates the areas from the dashboard's list; a desktop from the sidebar.
      const nav = main.getByRole('navigation', { name: 'My Account' }).filter({ visible: true });
      await expectCount(nav, 1);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `account-dashboard-${kind}`);

      // An order from the dashboard, with its lines and totals.
      await recent.getByRole('link', { name: /^Order #/ }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/order/'), TIMEOUT);
      await main.getByRole('heading', { level: 1, name: 'Order Details' }).waitFor(TIMEOUT);
      await main.getByRole('table').first().waitFor(TIMEOUT);
      await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
      await screenshot(page, `account-order-${kind}`);

      for (const area of ACCOUNT_PAGES) {
        await page.goto(area.path, { waitUntil: 'networkidle' });
        await main.getByRole('heading', { level: 1, name: area.heading }).waitFor(TIMEOUT);
        await area.shows(main).waitFor(TIMEOUT);
        await expect(axeViolations(page, ['main'])).resolves.toEqual([]);
        await screenshot(page, `account-${area.name}-${kind}`);
      }

      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  });
}
