import type { Browser, Page } from 'playwright-core';
import { ROUTE_PAGES } from '../src/app/pages/findPage';
import { DEMO, signIn } from './support/account';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, screenshot, watchForProblems } from './support/browser';
import { expectAttribute, expectVisible } from './support/expectations';
import { listingSettled } from './support/listing';

// What a keyboard or screen-reader shopper meets on every page: a title naming the page, a skip
// link past the header, a mega menu that opens on a key and not on focus, and the footer's
// landmark from the start. Console warnings fail these pages as errors do.
let browser: Browser;

const STORE_NAME = 'Jingga Health & Beauty';
const TIMEOUT = { timeout: 15_000 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every path of the routes table a shopper can open as it is (optional parameters left out). */
const staticPaths = [...new Set(ROUTE_PAGES.flatMap((page) => page.paths).map((path) => path.replace(/\/:\w+\?$/, '')).filter((path) => !path.includes(':')))];

/** The element with the keyboard focus: its tag, accessible text and whether it is inside <main>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName ?? '', text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(), inMain: Boolean(element?.closest('main')) };
  });

describe('page titles', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('every page of the routes table is titled "<page> - <store name>", signed in', async () => {
    const { page } = session;
    await signIn(page, DEMO);
    const untitled: string[] = [];
    for (const path of staticPaths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const titled = await page
        .waitForFunction((suffix) => document.title.endsWith(suffix) && document.title.length > suffix.length, ` - ${STORE_NAME}`, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!titled) untitled.push(`${path}: "${await page.title()}"`);
    }
    expect(untitled).toEqual([]);
    expect(staticPaths.length).toBeGreaterThan(40);
  });
});

describe('keyboard on a 1280 px desktop', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('"Skip to content" is the first Tab stop and takes the focus into the page, past every menu', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/skincare.html', { waitUntil: 'networkidle' });
    await listingSettled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expectVisible(skip);
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'skip-link-desktop');
    await page.keyboard.press('Enter');
    // Three more Tabs stay inside the page's own content.
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ inMain: true });
    }
    expect(new URL(page.url()).hash).toBe('');
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('Tab walks the mega menu without opening a panel; Enter, Space or ArrowDown open one, Escape closes it', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const panels = page.getByTestId('mega-menu-submenu');
    const firstLink = menu.getByRole('link').first();
    await firstLink.waitFor(TIMEOUT);
    await firstLink.focus();
    // Through the first entries: no panel opens on focus.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await panels.count()).toBe(0);
    }

    const toggle = menu.getByRole('button', { name: /submenu$/ }).first();
    await toggle.focus();
    await expectAttribute(toggle, 'aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expectAttribute(toggle, 'aria-expanded', 'true');
    await expectVisible(panels.first());
    await screenshot(page, 'mega-menu-keyboard-open-desktop');
    await page.keyboard.press('Escape');
    expect(await panels.count()).toBe(0);
    await toggle.focus();
    await page.keyboard.press(' ');
    await expectAttribute(toggle, 'aria-expanded', 'true');
    await page.keyboard.press('Escape');

    // ArrowDown on a top-level link opens its panel and moves into it.
    const entry = toggle.locator('xpath=preceding-sibling::a');
    await entry.focus();
    await page.keyboard.press('ArrowDown');
    await expectVisible(panels.first());
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="mega-menu-submenu"]')))).toBe(true);
    await page.keyboard.press('Escape');

    // The focus ring is drawn inside the control: the row clips whatever is outside it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, offset: parseFloat(style.outlineOffset), width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.offset + ring.width).toBeLessThanOrEqual(0);
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe.each([
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const)('the footer on %s', (kind, makeContext) => {
  const session = pagePerTest(() => browser, makeContext);

  test('is a contentinfo landmark with its links and newsletter form as soon as the page shows, without scrolling', async () => {
    const { page } = session;
    const problems = watchForProblems(page);
    await page.goto('/skincare.html', { waitUntil: 'networkidle' });
    await listingSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Subscribe' }).waitFor({ state: 'attached', ...TIMEOUT });
    await footer.getByRole('link', { name: 'FAQ', exact: true }).first().waitFor({ state: 'attached', ...TIMEOUT });
    expect(await footer.getByRole('textbox', { name: 'Email' }).count()).toBe(1);
    expect(await axeViolations(page, ['footer'])).toEqual([]);
    await screenshot(page, `footer-landmark-${kind}`);
    expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
