import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { desktopContext, launchBrowser, pagePerTest } from './support/browser';
import { baseUrl } from './support/serverState';

// The server answers a page's first queries into its HTML: with every GraphQL request left
// unanswered, catalogue pages still render their content.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function firstProductPath(): Promise<{ path: string; name: string }> {
  const query = '{ products(search: "serum", pageSize: 1) { items { name url_key url_suffix } } }';
  const response = await fetch(`${baseUrl()}/graphql?query=${encodeURIComponent(query)}`);
  const item = (await response.json()).data.products.items[0];
  return { path: `/${item.url_key}${item.url_suffix}`, name: item.name };
}

describe('first paint without GraphQL round trips', () => {
  const session = pagePerTest(() => browser, desktopContext);

  beforeEach(async () => {
    // Requests are held forever: only what the HTML carried can render.
    await session.page.route('**/graphql**', () => new Promise(() => {}));
  });

  test('a category page renders its title from the data in its HTML', async () => {
    const { page } = session;
    await page.goto('/skincare.html');
    await page.getByRole('heading', { level: 1, name: 'Skincare' }).waitFor({ timeout: 15_000 });
  });

  test('a product page renders its name from the data in its HTML', async () => {
    const { page } = session;
    const product = await firstProductPath();
    await page.goto(product.path);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 15_000 });
  });

  test('the HTML preloads the page type\'s chunk', async () => {
    const html = await (await fetch(`${baseUrl()}/skincare.html`)).text();
    expect(html).toMatch(/<link rel="preload" href="\/static\/js\/category-page\.[0-9a-f]{8}\.chunk\.js" as="script">/);
  });

  // Chunk names a first paint gives must be the build's: a page's is its declared name, the
  // slider's is named in src/pagebuilder/registry.ts and src/features/content/cms-page/cmsFirstPaint.ts.
  test("the home page preloads its own chunk, not its slider's (its Page Builder code loads after the page)", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toMatch(/<link rel="preload" href="\/static\/js\/home\.[0-9a-f]{8}\.chunk\.js" as="script">/);
    expect(html).not.toMatch(/pb-slider/);
    // Another CMS page with a slider preloads it by the name cmsFirstPaint.ts gives: the build's.
    const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(__dirname, '..', 'dist');
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(distDir, 'chunk-files.json'), 'utf8')))).toContain('pb-slider');
  });
});
