import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { desktopContext, launchBrowser, mobileContext, reportIfFailed } from './support/browser';
import { baseUrl } from './support/serverState';

// The static shell paints a catalogue or blog page's largest picture before any script has run
// (server/firstPaint/shellMarkup.ts), where the app then draws the same picture at the same size
// (src/styles/shellLayouts.css mirrors the pages' CSS): compared at a phone's and a desktop's width.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function firstProductPath(): Promise<string> {
  const query = '{ products(search: "serum", pageSize: 1) { items { url_key url_suffix } } }';
  const response = await fetch(`${baseUrl()}/graphql?query=${encodeURIComponent(query)}`);
  const item = (await response.json()).data.products.items[0];
  return `/${item.url_key}${item.url_suffix}`;
}

/** The newest post, /blog's first card: its title wraps onto two or three lines on a phone. */
async function newestPostPath(): Promise<string> {
  const query = '{ blogPosts(pageSize: 1, sort: ["DESC"]) { items { identifier } } }';
  const response = await fetch(`${baseUrl()}/graphql?query=${encodeURIComponent(query)}`);
  return `/blog/post/${encodeURIComponent((await response.json()).data.blogPosts.items[0].identifier)}`;
}

/** The shell's picture with every script refused: painted (decoded) from the HTML alone. */
async function shellPicture(page: Page, path: string): Promise<Box> {
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto(path);
  const image = page.locator('.shell-layout img');
  await image.waitFor();
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return (await image.boundingBox())!;
}

/** The app's picture (the page's high-priority <img>) once the app has drawn it, and the layout shift of the whole load. */
async function appPicture(page: Page, path: string): Promise<{ box: Box; shift: number }> {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  const image = page.locator('main img[fetchpriority="high"]').first();
  await image.waitFor({ timeout: 15_000 });
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  return { box: (await image.boundingBox())!, shift: await page.evaluate(() => (window as unknown as { shift: number }).shift) };
}

const contexts: Array<[string, (browser: Browser) => Promise<BrowserContext>]> = [
  ['a phone (390 px)', mobileContext],
  ['a desktop (1280 px)', desktopContext],
];

describe.each(contexts)('on %s', (_name, makeContext) => {
  let context: BrowserContext;
  let page: Page | undefined;

  beforeEach(async () => {
    context = await makeContext(browser);
  });

  afterEach(async () => {
    await reportIfFailed(page);
    await context.close();
  });

  test.each([
    ['a category', async () => '/skincare.html'],
    ['a product', firstProductPath],
    ['a search', async () => '/search.html?query=serum'],
    ['the blog', async () => '/blog'],
    ['a blog post', newestPostPath],
  ])(
    '%s page\u2019s picture is painted by the shell where the app draws it, at its size',
    async (_page, pathOf) => {
      const path = await pathOf();
      page = await context.newPage();
      const shell = await shellPicture(page, path);
      await page.close();
      page = await context.newPage();
      const app = await appPicture(page, path);
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shell[key] - app.box[key])).toBeLessThanOrEqual(1);
      expect(app.shift).toBeLessThanOrEqual(0.02);
    },
  );

  /** Where the shell (every script refused) and then the app draw each of `texts` in <main>: the shell's inside `shellSelector`. */
  async function textBoxes(path: string, shellSelector: string, texts: string[]): Promise<{ shell: Box[]; app: Box[] }> {
    const boxesOf = (locators: Locator[]) => Promise.all(locators.map(async (locator) => (await locator.boundingBox())!));
    page = await context.newPage();
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto(path);
    const shellBlock = page.locator(shellSelector);
    const shell = await boxesOf(texts.map((text) => shellBlock.getByText(text)));
    await page.close();
    page = await context.newPage();
    await page.goto(path);
    // The app has replaced the shell once its texts are there.
    await page.locator(shellSelector).waitFor({ state: 'detached', timeout: 15_000 });
    const main = page.getByRole('main');
    await main.getByText(texts[0]).waitFor();
    return { shell, app: await boxesOf(texts.map((text) => main.getByText(text))) };
  }

  const expectSamePlaces = ({ shell, app }: { shell: Box[]; app: Box[] }) => {
    expect(app).toHaveLength(shell.length);
    shell.forEach((box, index) => {
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box[key] - app[index][key])).toBeLessThanOrEqual(1);
    });
  };

  test('the shell is styled by the HTML alone: its stylesheet is inline and the policy allows it', async () => {
    page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to apply/i.test(message.text())) refused.push(message.text());
    });
    // No script and no stylesheet file: only what the HTML carries.
    await page.route(/\/static\/(js|css)\//, (route) => route.abort());
    await page.goto('/skincare.html');
    const header = page.locator('.shell-header');
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(242, 108, 29)');
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    expect(refused).toEqual([]);
  });

  // Their largest paint is the line under the heading: the shell writes it out, in the same words.
  test.each([
    ['/brands', 'The health and beauty brands we carry'],
    ['/store-locator', 'Find a store near you'],
  ])('%s: the shell writes the intro where the app does, and the app\u2019s adds no larger paint', async (path, words) => {
    expectSamePlaces(await textBoxes(path, '.shell-intro', [words]));
  });

  // Its largest paint is its first paragraph: the shell writes out the texts its first row opens with.
  test('/about-us: the shell writes the first row\u2019s heading and paragraph where the app does, and the app\u2019s adds no larger paint', async () => {
    expectSamePlaces(await textBoxes('/about-us', '.shell-cms', ['Sehat dan cantik, dari satu tempat', 'Jingga Health & Beauty started in 2012 as a single']));
  });
});
