import fs from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../../backend/test/testBackend';
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '../../src/app/pages/forServer';
import { createApp, type AppOptions } from '../app';
import { SHELL_BANNER } from '../firstPaint/injectIntoHtml';
import { createFakeDist, SHELL_HTML, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';

const ENTRY_FILES = ['/static/js/main.3f2a9c1b.js', '/static/css/main.0a1b2c3d.css'];
const CATEGORY_CHUNK = '/static/js/category-page.1a2b3c4d.chunk.js';
const CATEGORY_CSS = '/static/css/category-page.5e6f7a8b.chunk.css';
const HOME_CHUNK = '/static/js/home.77aa88bb.chunk.js';
const SLIDER_CHUNK = '/static/js/pb-slider.99cc00dd.chunk.js';
const BLOG_CHUNK = '/static/js/blog.12ab34cd.chunk.js';
const BLOG_POST_CHUNK = '/static/js/blog-post.56ef78ab.chunk.js';
const BRANDS_CHUNK = '/static/js/brands.9a8b7c6d.chunk.js';
const STORE_LOCATOR_CHUNK = '/static/js/store-locator.1f2e3d4c.chunk.js';

let backend: TestBackend;
let dist: FakeDist;
const sites: RunningServer[] = [];

async function site(api: AppOptions['api']): Promise<RunningServer> {
  const running = await listen(createApp({ distDir: dist.dir, api, log: () => {} }));
  sites.push(running);
  return running;
}

/** The page as a browser gets it, and the first-paint data in it (null when there is none). */
async function page(base: RunningServer, pathname: string, headers: Record<string, string> = {}, expectedStatus = 200): Promise<{ html: string; data: FirstPaintData | null; ms: number }> {
  const started = Date.now();
  const { status, text: html } = await rawRequest(base.url, pathname, { headers });
  expect(status).toBe(expectedStatus);
  const match = new RegExp(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return { html, data: match ? (JSON.parse(match[1]) as FirstPaintData) : null, ms: Date.now() - started };
}

const answerTo = (data: FirstPaintData | null, operationName: string) =>
  data?.entries.find((entry) => entry.operationName === operationName)?.data as Record<string, any> | undefined;

beforeAll(async () => {
  backend = await startTestBackend();
  dist = createFakeDist();
  fs.writeFileSync(
    path.join(dist.dir, 'chunk-files.json'),
    JSON.stringify({ main: ENTRY_FILES, 'category-page': ['/static/js/main.3f2a9c1b.js', CATEGORY_CHUNK, CATEGORY_CSS], home: [HOME_CHUNK], 'pb-slider': [SLIDER_CHUNK],
      blog: [BLOG_CHUNK], 'blog-post': [BLOG_POST_CHUNK], brands: [BRANDS_CHUNK], 'store-locator': [STORE_LOCATOR_CHUNK] }),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(sites.map((running) => running.close()));
  await backend?.close();
  dist?.remove();
});

describe('with the embedded backend', () => {
  let shop: RunningServer;
  beforeAll(async () => {
    shop = await site((req, res) => backend.backend.handle(req, res));
  });

  test('a category URL carries its route, the store configuration and the category, and preloads the category chunk only', async () => {
    const { data, html } = await page(shop, '/skincare.html');
    expect(data?.storeCode).toBe('default');
    expect(answerTo(data, 'resolveURL')?.route).toMatchObject({ type: 'CATEGORY', relative_url: 'skincare.html' });
    expect(answerTo(data, 'storeConfigData')?.storeConfig).toMatchObject({ store_code: 'default', product_url_suffix: '.html' });
    expect(answerTo(data, 'getLocale')?.storeConfig.locale).toBe('en_US');
    // Every answer carries __typename, as the page's cache stores it.
    expect(answerTo(data, 'storeConfigData')?.storeConfig.__typename).toBe('StoreConfig');
    expect(html).toContain(`<link rel="preload" href="${CATEGORY_CHUNK}" as="script">`);
    expect(html).toContain(`<link rel="preload" href="${CATEGORY_CSS}" as="style">`);
    expect(html).not.toContain('<link rel="preload" href="/static/js/main.3f2a9c1b.js"');
  });

  test('a category page preloads its banner, its largest paint, exactly as the page asks for it', async () => {
    const { data, html } = await page(shop, '/skincare.html');
    const listing = answerTo(data, 'getCategoryListing');
    expect(listing?.products.items).toHaveLength(6);
    const preload = /<link rel="preload" href="([^"]+)" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(html);
    expect(preload).not.toBeNull();
    expect(new URL(preload![1].replace(/&amp;/g, '&')).pathname).toBe(new URL(listing?.categories.items[0].image).pathname);
    expect(preload![2]).toMatch(/ 640w, .* 960w, .* 1280w$/);
  });

  test('a search page preloads its first card\'s picture exactly as the card asks for it', async () => {
    const { data, html } = await page(shop, '/search.html?query=serum');
    const firstImage = new URL(answerTo(data, 'getSearchListing')?.products.items[0].small_image.url);
    const preload = /<link rel="preload" href="([^"]+)" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(html);
    expect(new URL(preload![1].replace(/&amp;/g, '&')).pathname).toBe(firstImage.pathname);
    expect(preload![2]).toMatch(/ 160w, .* 320w, .* 640w$/);
  });

  test('links and media in the data never name the host a request claims: they name this server', async () => {
    const { data, html } = await page(shop, '/skincare.html', { Host: 'evil.example:8443' });
    const firstImage = answerTo(data, 'getCategoryListing')?.products.items[0].small_image.url;
    expect(new URL(firstImage).origin).toBe(shop.url);
    expect(html).not.toContain('evil.example');
  });

  test('a URL with $ patterns goes into the page as typed (no String.replace expansion)', async () => {
    const query = 'serum$`$&$\'';
    const { data, html } = await page(shop, `/search.html?query=${encodeURIComponent(query)}`);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    const search = data?.entries.find((entry) => entry.operationName === 'getSearchListing');
    expect(search?.variables).toMatchObject({ search: query });
  });

  test('a product page carries the product and preloads its main picture', async () => {
    const { data, html } = await page(shop, '/nalu-skin-bloom-repair-serum-30-ml.html');
    expect(answerTo(data, 'getProductPage')?.products.items[0].name).toBe('Nalu Skin Bloom Repair Serum 30 ml');
    expect(html).toMatch(/<link rel="preload" href="[^"]+\/media\/catalog\/product\/[^"]+" as="image" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/);
  });

  test('a search page carries the first page of results', async () => {
    const { data } = await page(shop, '/search.html?query=serum');
    const search = data?.entries.find((entry) => entry.operationName === 'getSearchListing');
    expect(search?.variables).toMatchObject({ search: 'serum', pageSize: 6, currentPage: 1 });
    expect((search?.data as any).products.total_count).toBeGreaterThan(0);
  });

  test('the home page carries the home CMS page', async () => {
    const { data } = await page(shop, '/');
    const home = data?.entries.find((entry) => entry.operationName === 'getCmsPage');
    expect(home?.variables).toEqual({ identifier: 'home' });
    expect((home?.data as any).cmsPage.identifier).toBe('home');
  });

  test('the home page preloads its code and the first slide’s picture for phones and for wider screens, not its Page Builder code', async () => {
    const { html, data } = await page(shop, '/');
    expect(html).toContain(`<link rel="preload" href="${HOME_CHUNK}" as="script">`);
    // The pictures come first in <head>, before any script can take the connections.
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('as="script"'));
    // The slider (with the rest of the Page Builder code) loads after the page's load event.
    expect(html).not.toContain(SLIDER_CHUNK);
    const images = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" media="([^"]+)" fetchpriority="high">/g)];
    expect(images.map((match) => match[4])).toEqual(['(max-width: 48rem)', 'not all and (max-width: 48rem)']);
    const content: string = (answerTo(data, 'getCmsPage') as any).cmsPage.content;
    const firstSlide = content.slice(content.indexOf('data-content-type="slide"'));
    for (const [, href, srcset] of images) {
      const picture = new URL(href.replace(/&amp;/g, '&'));
      expect(firstSlide.slice(0, 3000)).toContain(picture.pathname);
      expect(picture.searchParams.get('quality')).toBe('85');
      expect(srcset).toMatch(/ 320w, .* 2560w$/);
    }
    // The shell paints the same picture before any script runs: a phone's file inlined in the HTML
    // (server/firstPaint/inlinePicture.ts), a wider screen's as the preload asks for it.
    const shell = /<div class="shell-skeleton shell-skeleton-banner shell-hero"><picture><source media="\(max-width: 48rem\)" srcset="([^"]+)"><img src="([^"]+)" srcset="([^"]+)" sizes="[^"]+" alt="" fetchpriority="high"><\/picture><\/div>/.exec(html);
    expect(shell).not.toBeNull();
    expect(shell![1]).toMatch(/^data:image\/(jpeg|webp);base64,/);
    expect(shell![3]).toBe(images[1][2]);
    expect(shell![2]).toBe(images[1][1]);
  });

  test('the app’s shell template has the skeleton banner the server fills', () => {
    expect(fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'template.html'), 'utf8')).toContain(SHELL_BANNER);
  });

  test('a landing page preloads its hero (its first row’s picture) for phones and wider screens; the shell banner stays a skeleton', async () => {
    const { html } = await page(shop, '/health-beauty-week');
    const images = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="image" imagesrcset="[^"]+" imagesizes="[^"]+" media="([^"]+)" fetchpriority="high">/g)];
    expect(images.map((match) => [new URL(match[1].replace(/&amp;/g, '&')).pathname.split('/').pop(), match[2]])).toEqual([
      ['hero-mobile.jpg', '(max-width: 48rem)'],
      ['hero-desktop.jpg', 'not all and (max-width: 48rem)'],
    ]);
    expect(html).not.toContain('shell-hero');
  });

  test('a page that opens with neither a slider nor text keeps the shell’s plain skeleton banner', async () => {
    // Customer Service opens with columns (about-us, opening with text, gets it written out: shellPicture.test.ts).
    const { html } = await page(shop, '/customer-service');
    expect(html).toContain('<div class="shell-skeleton shell-skeleton-banner"></div>');
    expect(html).not.toContain('shell-hero');
  });

  test('an unknown URL answers 404 with the empty route answer, so "not found" shows at once, and preloads nothing', async () => {
    const { data, html } = await page(shop, '/no-such-thing.html', {}, 404);
    expect(answerTo(data, 'resolveURL')).toEqual({ route: null });
    expect(html).not.toContain('rel="preload"');
  });

  test('the blog carries its first page of posts and its categories, and preloads its chunk and the first card\u2019s picture as the card asks', async () => {
    const { data, html } = await page(shop, '/blog?page=2');
    const posts = answerTo(data, 'getBlogPosts')?.blogPosts;
    expect(posts?.items).toHaveLength(9);
    expect(answerTo(data, 'getBlogCategories')?.blogCategories.items.length).toBeGreaterThan(0);
    expect(answerTo(data, 'resolveURL')).toBeUndefined();
    expect(html).toContain(`<link rel="preload" href="${BLOG_CHUNK}" as="script">`);
    const preload = /<link rel="preload" href="([^"]+)" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(html);
    expect(new URL(preload![1].replace(/&amp;/g, '&')).pathname).toBe(new URL(posts.items[0].featured_image).pathname);
    expect(preload![2]).toMatch(/ 320w, .* 640w, .* 800w$/);
  });

  test('a blog post carries the post and preloads its chunk and its picture; an unknown post carries the empty answer', async () => {
    const { data: list } = await page(shop, '/blog');
    const first = answerTo(list, 'getBlogPosts')?.blogPosts.items[0];
    const { data, html } = await page(shop, `/blog/post/${first.identifier}`);
    expect(answerTo(data, 'getBlogPost')?.blogPost).toMatchObject({ title: first.title });
    expect(html).toContain(`<link rel="preload" href="${BLOG_POST_CHUNK}" as="script">`);
    expect(html).toMatch(/as="image" imagesrcset="[^"]+ 800w" imagesizes="\(min-width: 832px\) 800px, 100vw" fetchpriority="high"/);
    const unknown = await page(shop, '/blog/post/no-such-post');
    expect(unknown.data?.entries.find((entry) => entry.operationName === 'getBlogPost')).toBeUndefined();
    expect(unknown.html).not.toContain('as="image"');
  });

  test('the brands page and the store locator carry their lists and preload their chunks', async () => {
    const brands = await page(shop, '/brands');
    expect(answerTo(brands.data, 'brandList')?.mpbrand.items.length).toBeGreaterThan(0);
    expect(brands.html).toContain(`<link rel="preload" href="${BRANDS_CHUNK}" as="script">`);
    const stores = await page(shop, '/store-locator');
    expect(answerTo(stores.data, 'storeLocations')?.MpStoreLocatorLocations.items.length).toBeGreaterThan(0);
    expect(stores.html).toContain(`<link rel="preload" href="${STORE_LOCATOR_CHUNK}" as="script">`);
  });

  test('an app route such as /category asks no route query', async () => {
    const { data } = await page(shop, '/category');
    expect(data?.entries.map((entry) => entry.operationName).sort()).toEqual(['getLocale', 'getStoreName', 'storeConfigData']);
  });

  test('server text cannot end the data element early', async () => {
    const { html } = await page(shop, '/</script><script>alert(1)</script>.html', {}, 404);
    const dataElement = html.slice(html.indexOf(`id="${FIRST_PAINT_ELEMENT_ID}"`));
    expect(dataElement.indexOf('</script>')).toBe(dataElement.length - '</script></body></html>'.length);
  });
});

describe('when the API cannot answer', () => {
  test('errors leave the shell as built', async () => {
    const broken = await site(async (req, res) => {
      res.writeHead(502, { 'Content-Type': 'application/json' }).end('{"errors":[{"message":"Bad Gateway"}]}');
      return true;
    });
    const { html, data } = await page(broken, '/skincare.html');
    expect(data).toBeNull();
    expect(html).toBe(SHELL_HTML);
  });

  test('a hanging API delays the page by the deadline at most, then sends the shell', async () => {
    const hanging = await site(() => new Promise<boolean>(() => {}));
    const { html, ms } = await page(hanging, '/skincare.html');
    expect(html).toBe(SHELL_HTML);
    expect(ms).toBeLessThan(3000);
  });
});
