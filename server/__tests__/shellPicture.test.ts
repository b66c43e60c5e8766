import fs from 'node:fs';
import path from 'node:path';
import { ResponseCache } from '../../backend/cache/responseCache';
import { startTestBackend, type TestBackend } from '../../backend/test/testBackend';
import { createApp } from '../app';
import { SHELL_BANNER } from '../firstPaint/injectIntoHtml';
import { preloadLinkHeader } from '../firstPaint/linkHeader';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';

// The catalogue pages' largest picture is in the HTML's shell, laid out where the page draws it,
// and their preloads go out as a Link header too (server/firstPaint).

const CATEGORY_CHUNK = '/static/js/category-page.1a2b3c4d.chunk.js';
const CATEGORY_CSS = '/static/css/category-page.5e6f7a8b.chunk.css';
const HOME_CHUNK = '/static/js/home.77aa88bb.chunk.js';

/** Like the built index.html's <head>: charset, then the viewport, then the rest. */
const INDEX_HTML =
  '<!doctype html><html><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><title>Shop</title>' +
  `<script defer src="/static/js/main.3f2a9c1b.js"></script></head><body><div id="root"><main>${SHELL_BANNER}<div class="shell-skeleton-row"></div></main></div></body></html>`;

let backend: TestBackend;
let dist: FakeDist;
let shop: RunningServer;

beforeAll(async () => {
  backend = await startTestBackend();
  dist = createFakeDist();
  fs.writeFileSync(path.join(dist.dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(
    path.join(dist.dir, 'chunk-files.json'),
    JSON.stringify({ main: ['/static/js/main.3f2a9c1b.js'], 'category-page': [CATEGORY_CHUNK, CATEGORY_CSS], home: [HOME_CHUNK] }),
  );
  shop = await listen(createApp({ distDir: dist.dir, api: (req, res) => backend.backend.handle(req, res), log: () => {}, responseCache: new ResponseCache({ maxBytes: 8 * 1024 * 1024 }) }));
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await backend?.close();
  dist?.remove();
});

async function page(pathname: string) {
  const response = await rawRequest(shop.url, pathname);
  expect(response.status).toBe(200);
  return { html: response.text, link: response.headers.link as string | undefined, response };
}

/** The shell's layout block for the page, or null. */
const shellLayout = (html: string) => /<div class="shell-layout (shell-[a-z]+)">(.*?)<\/main>/.exec(html);

/** The <img> in the shell's layout: its attributes by name. */
function shellImage(html: string): Record<string, string> {
  const tag = /<div class="shell-layout [^"]+">.*?<img ([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-z]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

describe('the shell draws a catalogue page\u2019s largest picture where the page will', () => {
  test('a category: its banner under the breadcrumbs and title, inlined so it paints with the HTML', async () => {
    const { html } = await page('/skincare.html');
    const layout = shellLayout(html);
    expect(layout?.[1]).toBe('shell-category');
    // The generic skeleton banner is gone; the blocks above the picture keep the page's heights.
    expect(html).not.toContain(SHELL_BANNER);
    expect(layout?.[2]).toMatch(/^<div class="shell-skeleton shell-crumbs"><\/div><div class="shell-skeleton shell-category-title"><\/div><img /);
    const image = shellImage(html);
    // The page's <img> box (bannerImage.ts BANNER_BOX), and the file itself: no request to wait for.
    expect([image.width, image.height]).toEqual(['1280', '427']);
    expect(image.src).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(image.src.split(',')[1], 'base64');
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(image.srcset).toBeUndefined();
  });

  test('a product: its first picture under its breadcrumbs, in the page\u2019s 4:5 box', async () => {
    const { html } = await page('/nalu-skin-bloom-repair-serum-30-ml.html');
    const layout = shellLayout(html);
    expect(layout?.[1]).toBe('shell-product');
    expect(layout?.[2]).toMatch(/^<div class="shell-skeleton shell-crumbs"><\/div><div class="shell-product-layout"><div class="shell-product-media"><img /);
    const image = shellImage(html);
    expect([image.width, image.height]).toEqual(['640', '800']);
    expect(image.src).toMatch(/^data:image\/webp;base64,/);
  });

  test('a search: the first card\u2019s picture under the search field, the title and the tools row', async () => {
    const { html } = await page('/search.html?query=serum');
    const layout = shellLayout(html);
    expect(layout?.[1]).toBe('shell-search');
    expect(layout?.[2]).toContain('<div class="shell-card-grid"><div class="shell-card"><img ');
    expect(shellImage(html)).toMatchObject({ width: '320', height: '400' });
    expect(shellImage(html).src).toMatch(/^data:image\/webp;base64,/);
  });

  test('a search whose results start lower than the shell knows keeps the generic skeleton', async () => {
    // Filter chips above the cards; a title that may wrap on a phone.
    for (const pathname of ['/search.html?query=serum&price=0_200000', `/search.html?query=${encodeURIComponent('serum '.repeat(4).trim())}`]) {
      const { html } = await page(pathname);
      expect(shellLayout(html)).toBeNull();
      expect(html).toContain(SHELL_BANNER);
    }
  });
});

describe('preloads', () => {
  test('the picture\u2019s preload follows <meta name="viewport">, so a phone picks the file for its own width', async () => {
    const { html } = await page('/skincare.html');
    const viewport = html.indexOf('<meta name=viewport');
    const preload = html.indexOf('<link rel="preload"');
    expect(viewport).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(viewport);
    expect(preload).toBeLessThan(html.indexOf('<script'));
  });

  test('a category page sends its picture and its route\u2019s files in a Link header, kept by the page cache', async () => {
    const first = await page('/skincare.html');
    const links = first.link?.split(/, (?=<)/) ?? [];
    expect(links[0]).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/media\/catalog\/category\/[^>]+>; rel=preload; as=image; imagesrcset="[^"]+ 640w, [^"]+ 1280w"; imagesizes="[^"]+"; fetchpriority=high$/);
    expect(links.slice(1)).toEqual([`<${CATEGORY_CHUNK}>; rel=preload; as=script`, `<${CATEGORY_CSS}>; rel=preload; as=style`]);
    // The page is cacheable (tagged with what it embeds): a cached copy carries the same header.
    expect(first.response.headers['x-magento-tags']).toBeDefined();
    const again = await page('/skincare.html');
    expect(again.response.headers.etag).toBe(first.response.headers.etag);
    expect(again.link).toBe(first.link);
  });

  test('where the picture is fetched (the home slide), the Link header carries the pictures only', async () => {
    const { link, html } = await page('/');
    expect(html).toContain(`<link rel="preload" href="${HOME_CHUNK}" as="script">`);
    const links = link?.split(/, (?=<)/) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const entry of links) expect(entry).toMatch(/; as=image; /);
  });
});

describe('preloadLinkHeader', () => {
  const image = { href: '/media/a.jpg?width=640', as: 'image' as const, imageSrcSet: '/media/a.jpg?width=640 640w, /media/a.jpg?width=960 960w', imageSizes: '100vw', fetchPriority: 'high' as const };

  test('quotes srcset, sizes and media, and puts pictures first', () => {
    expect(preloadLinkHeader([{ href: '/static/js/x.js', as: 'script' }, { ...image, media: '(max-width: 48rem)' }], { pictureInline: true })).toBe(
      '</media/a.jpg?width=640>; rel=preload; as=image; imagesrcset="/media/a.jpg?width=640 640w, /media/a.jpg?width=960 960w"; imagesizes="100vw"; media="(max-width: 48rem)"; fetchpriority=high, </static/js/x.js>; rel=preload; as=script',
    );
  });

  test('leaves out what a header cannot carry, and sends nothing for nothing', () => {
    expect(preloadLinkHeader([{ href: '/media/caf\u00e9.jpg', as: 'image' }, { href: '/a>b.js', as: 'script' }], { pictureInline: true })).toBeNull();
    expect(preloadLinkHeader([{ ...image, imageSizes: 'say "hi"' }])).toBeNull();
    expect(preloadLinkHeader([])).toBeNull();
  });
});
