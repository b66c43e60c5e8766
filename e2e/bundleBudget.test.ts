import type { Browser, BrowserContext } from 'playwright-core';
import { gzipSize } from '../bench/bundleSize';
import { budgetProblem, readBudget } from '../bench/budget';
import { desktopContext, launchBrowser, mobileContext } from './support/browser';
import { baseUrl } from './support/serverState';

// The JavaScript `/` needs before interaction, measured deterministically: what the page's HTML
// declares (the entry's scripts and the route's preloaded chunks, server/firstPaint), against
// bench/budget.json. The browser at both widths then shows the declaration is complete: until the
// page's load event it asks for no other script (the footer, banners, install offer and the home
// page's later blocks wait for the page to be loaded and idle, the rest for the shopper's intent).
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** The scripts the HTML of / declares: `<script src>` and `<link rel="preload" as="script">`, in order. */
async function declaredScripts(userAgent?: string): Promise<string[]> {
  const html = await (await fetch(new URL('/', baseUrl()), { headers: userAgent ? { 'user-agent': userAgent } : {} })).text();
  const tags = html.match(/<script\b[^>]*\bsrc=[^>]*>|<link\b[^>]*\brel="?(?:preload|modulepreload)"?[^>]*>/g) ?? [];
  const hrefs = tags
    .filter((tag) => tag.startsWith('<script') || /\bas="?script"?/.test(tag) || /modulepreload/.test(tag))
    .map((tag) => /\b(?:src|href)="?([^"\s>]+)/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
  return [...new Set(hrefs.map((href) => new URL(href, baseUrl()).href))];
}

async function gzipSizes(urls: string[]) {
  return Promise.all(urls.map(async (url) => ({ url, gzip: gzipSize(Buffer.from(await (await fetch(url)).arrayBuffer())) })));
}

/**
 * Scripts the page started fetching before its load event, by the page's own clock (resource and
 * navigation timing), so work started just after the event never counts by accident. A fresh
 * context: no service worker yet.
 */
async function scriptsBeforeLoad(makeContext: (browser: Browser) => Promise<BrowserContext>): Promise<string[]> {
  const context = await makeContext(browser);
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'load' });
  const requested = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < navigation.loadEventStart)
      .map((entry) => entry.name);
  });
  await context.close();
  return requested;
}

describe('the JavaScript / needs before interaction', () => {
  it('is what its HTML declares, the same for a phone and a desktop, within bench/budget.json', async () => {
    const [desktop, phone] = await Promise.all([declaredScripts(), declaredScripts(PHONE)]);
    expect(phone).toEqual(desktop);
    const scripts = await gzipSizes(desktop);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(
      `/ declares ${scripts.length} scripts, ${total} bytes (${(total / 1024).toFixed(1)} KB) gzip before interaction:\n` +
        scripts.map((script) => `  ${new URL(script.url).pathname} ${script.gzip}`).join('\n'),
    );
    expect(budgetProblem(total, readBudget(), scripts)).toBeNull();
  });

  it.each([
    ['desktop', desktopContext],
    ['mobile', mobileContext],
  ] as const)('on %s, asks for no script the HTML did not declare until the page has loaded', async (_, makeContext) => {
    const declared = new Set(await declaredScripts());
    const requested = await scriptsBeforeLoad(makeContext);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => !declared.has(url))).toEqual([]);
  });
});
