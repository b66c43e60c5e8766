import type { Browser, BrowserContext } from 'playwright-core';
import { gzipSize } from '../bench/bundleSize';
import { overBudget, readBudget } from '../bench/budget';
import { desktopContext, launchBrowser, mobileContext } from './support/browser';

// The JavaScript a shopper's browser downloads for / before they can interact, measured the way
// a browser sees it (entry, and the lazy chrome that loads at once), against bench/budget.json.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Scripts the page itself fetched for / until the network went quiet (the service worker's precache is not the page's). */
async function scriptsLoadedBy(makeContext: (browser: Browser) => Promise<BrowserContext>) {
  const context = await makeContext(browser);
  // A fresh context has no service worker yet, so every script comes from the network.
  const page = await context.newPage();
  const responses: Array<Promise<{ url: string; gzip: number }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSize(body) })));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const scripts = await Promise.all(responses);
  await context.close();
  return scripts;
}

describe.each([
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const)('JavaScript / loads before interaction on %s', (kind, makeContext) => {
  it('stays within bench/budget.json', async () => {
    const scripts = await scriptsLoadedBy(makeContext);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`${kind}: / loads ${scripts.length} scripts, ${total} bytes (${(total / 1024).toFixed(1)} KB) gzip before interaction`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(overBudget(total, readBudget(), scripts)).toBeNull();
  });
});
