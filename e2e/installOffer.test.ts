import type { Browser, Page } from 'playwright-core';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, watchForProblems } from './support/browser';
import { expectCount, expectHidden, expectVisible } from './support/expectations';

// On a phone the install offer is painted with the page by the static shell, at the place and
// size where the app then draws its own (which takes over, one offer at a time), so it neither
// pops in seconds after the page nor becomes its largest late paint. The shell's copy shows only
// where the app's will: not for a shopper who closed it, not on a desktop.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const TIMEOUT = 30_000;
const shellCopy = (page: Page) => page.locator('#shell-install-offer');
const appOffer = (page: Page) => page.getByRole('region', { name: 'Get the Jingga app' });

/** Opens `path` with the app's entry script held back: what shows is the static shell alone. */
async function shellOnly(page: Page, path: string): Promise<void> {
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, () => new Promise(() => {}));
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('#root').waitFor({ state: 'attached', timeout: TIMEOUT });
}

/*
 * The server's own pages: once the app has registered its service worker, a navigation gets the
 * worker's precached shell instead (no first-paint data, no offer: the app shows its own when idle).
 */
const SERVER_PAGES = { serviceWorkers: 'block' } as const;

describe('at 390 wide', () => {
  const session = pagePerTest(() => browser, (b) => mobileContext(b, SERVER_PAGES));

  test('the shell paints the offer before any script of the app, where the app then draws its own, and hands over', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await shellOnly(page, '/cart');
    await expectVisible(shellCopy(page), TIMEOUT);
    await expectVisible(shellCopy(page).getByText('Shop faster and track your orders from your home screen.'));
    // Docked on the tab bar's place (56px above the bottom edge), as the app's offer is.
    const shellBox = await shellCopy(page).boundingBox();
    expect(shellBox!.y + shellBox!.height).toBeCloseTo(844 - 56, 0);
    // The shell's copy is for the eye only: the app's is the one with a name and a close button.
    await expectCount(appOffer(page), 0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/cart', { waitUntil: 'load' });
    await expectVisible(appOffer(page), TIMEOUT);
    await expectCount(shellCopy(page), 0);
    await expectCount(page.locator('.install-offer'), 1);
    const appBox = await appOffer(page).boundingBox();
    expect(appBox).toEqual(shellBox);
    // The inline script ran under the Content Security Policy, and nothing else complained (but the test's own blocking of the service worker).
    const complaints = realProblems(problems).consoleErrors.filter((error) => !error.includes('ERR_') && !error.includes('Service Worker registration blocked by Playwright'));
    expect(complaints).toEqual([]);
  });

  test('a category page leaves the bottom edge to its Filter button from the first paint', async () => {
    const { page } = session;
    // (Before any test closes the offer: this context has no hide flag stored.)
    await shellOnly(page, '/skincare.html');
    await page.locator('.shell-category').waitFor({ timeout: TIMEOUT });
    await expectCount(shellCopy(page), 0);
  });

  test('once the shopper closes the offer, the shell no longer shows it either', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/brands', { waitUntil: 'load' });
    await expectVisible(appOffer(page), TIMEOUT);
    await appOffer(page).getByRole('button', { name: 'Close' }).click();
    await expectHidden(appOffer(page));
    await shellOnly(page, '/brands');
    await page.getByText('Brands', { exact: true }).first().waitFor({ timeout: TIMEOUT });
    await expectCount(shellCopy(page), 1);
    await expectHidden(shellCopy(page));
    expect(problems.consoleErrors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
  });
});

describe('at 1280 wide', () => {
  const session = pagePerTest(() => browser, (b) => desktopContext(b, SERVER_PAGES));

  test('neither the shell nor the app shows the offer on a desktop', async () => {
    const { page } = session;
    await shellOnly(page, '/cart');
    await expectCount(shellCopy(page), 1);
    await expectHidden(shellCopy(page));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/cart', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor({ timeout: TIMEOUT });
    await expectHidden(shellCopy(page));
    await expectCount(appOffer(page), 0);
  });
});
