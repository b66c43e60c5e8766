import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, mobileContext, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';
import { eventually } from './support/eventually';
import { expectAttribute, expectCount } from './support/expectations';

const SUBSCRIBED = 'The email address is subscribed.';
const OFFLINE = 'You are offline. Some features may be unavailable.';
const ONLINE = 'You are online.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The footer_links_block's links, read from the running shop (the source of truth). */
async function footerLinks(): Promise<Array<{ label: string; path: string }>> {
  const query = '{ cmsBlocks(identifiers: ["footer_links_block"]) { items { content } } }';
  const response = await fetch(`${baseUrl()}/graphql?${new URLSearchParams({ query })}`, { headers: { Store: 'default' } });
  const { data } = await response.json();
  const content: string = data.cmsBlocks.items[0].content;
  return [...content.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, label]) => ({
    label: label.replace(/&amp;/g, '&'),
    path: new URL(href).pathname,
  }));
}

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

/** The whole page, and the viewport scrolled to the footer, into e2e/screenshots/. */
async function footerScreenshots(page: Page, kind: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const fullPage = await screenshot(page, `chrome-footer-${kind}-page`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.screenshot({ path: fullPage.replace(/-page\.png$/, '.png') });
  await page.close();
}

/** The footer loads when the shopper scrolls near it: scroll down until it is there (the caller waits for its content). */
async function scrollToFooter(page: Page): Promise<void> {
  const scrollDown = async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    return footer(page).count();
  };
  await eventually(scrollDown, (count) => count > 0, 30_000);
}

async function openHome(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'load' });
  await scrollToFooter(page);
  await footer(page).getByRole('button', { name: 'Subscribe' }).waitFor({ timeout: 30_000 });
  return page;
}

describe('on desktop', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await desktopContext(browser);
  });
  afterAll(async () => {
    await context?.close();
  });

  test('the footer shows the links of the footer_links_block and one navigates inside the app', async () => {
    const links = await footerLinks();
    expect(links.length).toBeGreaterThan(5);
    const page = await openHome(context);
    const problems = watchForProblems(page);
    for (const { label } of links) await footer(page).getByRole('link', { name: label, exact: true }).first().waitFor();
    const faq = links.find((link) => link.label === 'FAQ') ?? links[0];
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await footer(page).getByRole('link', { name: faq.label, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === faq.path);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });

  test('subscribing an email shows the success toast; an invalid email shows the validation message', async () => {
    const page = await openHome(context);
    const email = footer(page).getByLabel('Email');
    await email.fill('not-an-email');
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await footer(page).getByText('Invalid email').waitFor();

    await email.fill(`reader.${Date.now()}@example.com`);
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').filter({ hasText: SUBSCRIBED }).waitFor();
    await page.close();
  });

  test('going offline shows the offline toast, coming back the online toast', async () => {
    const page = await openHome(context);
    await context.setOffline(true);
    await page.getByRole('alert').filter({ hasText: OFFLINE }).waitFor();
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: ONLINE }).waitFor();
    await page.close();
  });

  test('the floating consultation banner opens the chat in a new tab and closes', async () => {
    const page = await openHome(context);
    const chat = page.getByRole('link', { name: /Chat with a pharmacist/ });
    await chat.waitFor({ timeout: 30_000 });
    await expectAttribute(chat, 'href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expectAttribute(chat, 'target', '_blank');
    await expectAttribute(chat, 'rel', 'noopener noreferrer');
    await page.getByRole('complementary', { name: 'Pharmacist consultation' }).getByRole('button', { name: 'Close' }).click();
    await chat.waitFor({ state: 'detached' });
    await page.close();
  });

  test('screenshot of the footer at 1280', async () => {
    await footerScreenshots(await openHome(context), 'desktop');
  });
});

describe('on mobile', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await mobileContext(browser);
  });
  afterAll(async () => {
    await context?.close();
  });

  test('the install-app popup shows at 390 wide and not again after closing', async () => {
    const page = await openHome(context);
    const popup = page.getByRole('region', { name: 'Get the Jingga app' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'load' });
    // The popup would load with the deferred chrome: the footer coming in shows that moment has passed.
    await scrollToFooter(page);
    await footer(page).getByRole('button', { name: 'Subscribe' }).waitFor({ timeout: 30_000 });
    await expectCount(popup, 0);
    await page.close();
  });

  test('screenshot of the footer at 390', async () => {
    await footerScreenshots(await openHome(context), 'mobile');
  });
});
