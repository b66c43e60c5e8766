import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../../scripts/chromium';
import { baseUrl } from './serverState';

const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots');

/** Playwright gives every launch a fresh temporary profile (its own --user-data-dir), removed on close. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** `options` adds to the context's, e.g. `{ serviceWorkers: 'block' }` for tests of the server's own pages. */
export function desktopContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, ...options });
}

export function mobileContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
}

/** Saves a full-page PNG to e2e/screenshots/<name>.png (gitignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

declare global {
  // Set by e2e/support/failureEnvironment.js: the failed test's name, or false.
  var __e2eTestFailed: string | false | undefined;
}

/**
 * After a failed test: the page's address, its accessibility tree (what role queries saw) and a
 * screenshot, so a failure seen only in CI's log still shows what the shopper would have seen.
 */
export async function reportIfFailed(page: Page | undefined): Promise<void> {
  const failed = globalThis.__e2eTestFailed;
  if (!failed || !page || page.isClosed()) return;
  try {
    const name = `failed-${failed.slice(0, 60)}`;
    await screenshot(page, name);
    // The main region and any open dialog: the header and menus would fill the log.
    const shown = page.locator('main, [role="dialog"], dialog[open]');
    const trees = await shown.count();
    const parts = [];
    for (let index = 0; index < trees; index += 1) parts.push(await shown.nth(index).ariaSnapshot({ timeout: 5000 }));
    const tree = parts.length > 0 ? parts.join('\n') : await page.locator('body').ariaSnapshot({ timeout: 5000 });
    console.log(`failed test "${failed}" ended on ${page.url()}:\n${tree.slice(0, 4000)}`);
  } catch (error) {
    console.log(`failed test "${failed}": no page report (${(error as Error).message})`);
  }
}

export interface PageProblems {
  /** Console errors and warnings ("warning: ..."), and uncaught exceptions ("uncaught: ..."). */
  consoleErrors: string[];
  /** Requests to our own origin that failed at the network level or answered 4xx/5xx. */
  failedRequests: string[];
}

/**
 * Console errors and failed requests, leaving out requests the page itself cancelled (a refetch
 * or the favicon cut short by a reload or by the next URL): those are not failures of the shop.
 */
export function realProblems(problems: PageProblems): PageProblems {
  return { consoleErrors: problems.consoleErrors, failedRequests: problems.failedRequests.filter((request) => !request.endsWith('net::ERR_ABORTED')) };
}

/** Records console errors and warnings, uncaught exceptions and failed same-origin requests of a page. */
export function watchForProblems(page: Page): PageProblems {
  const origin = new URL(baseUrl()).origin;
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  // Warnings count too: a shopper's console should be as clean as the page looks.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
    if (message.type() === 'warning') problems.consoleErrors.push(`warning: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).origin === origin) problems.failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).origin === origin && response.status() >= 400) {
      problems.failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
    }
  });
  return problems;
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
}

/**
 * Registers hooks for the enclosing describe block: one browser context (desktop or mobile) for
 * the block and a fresh page for each test. Read `session.page` inside the tests.
 */
export function pagePerTest(browser: () => Browser, makeContext: (browser: Browser) => Promise<BrowserContext>): PageSession {
  const session = {} as PageSession;
  beforeAll(async () => {
    session.context = await makeContext(browser());
  });
  beforeEach(async () => {
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await reportIfFailed(session.page);
    await session.page?.close();
  });
  afterAll(async () => {
    await session.context?.close();
  });
  return session;
}
