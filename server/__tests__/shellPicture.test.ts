import fs from 'node:fs';
import path from 'node:path';
import { ResponseCache } from '../../backend/cache/responseCache';
import { PageBuilderDocument } from '../../backend/seed/content/pageBuilder';
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
    for (const pathname of [`/search.html?query=serum&price[filter]=${encodeURIComponent('Price,0_200000')}`, `/search.html?query=${encodeURIComponent('serum '.repeat(4).trim())}`]) {
      const { html } = await page(pathname);
      expect(shellLayout(html)).toBeNull();
      expect(html).toContain(SHELL_BANNER);
    }
  });
});

async function graphql<T>(query: string): Promise<T> {
  const response = await rawRequest(shop.url, `/graphql?query=${encodeURIComponent(query)}`);
  return JSON.parse(response.text).data as T;
}

describe('the shell draws the blog’s largest picture under the page’s own words', () => {
  test('/blog: the heading, intro and category chips written out, then the first card’s picture, inlined', async () => {
    const { blogCategories } = await graphql<{ blogCategories: { items: Array<{ title: string; posts_count: number }> } }>('{ blogCategories { items { title posts_count } } }');
    const { html } = await page('/blog');
    const layout = shellLayout(html);
    expect(layout?.[1]).toBe('shell-blog');
    expect(html).not.toContain(SHELL_BANNER);
    expect(layout?.[2]).toContain(
      '<div class="shell-blog-header"><p class="shell-blog-heading">Blog</p><p class="shell-blog-intro">Health and beauty tips from our pharmacists and beauty advisors.</p></div>',
    );
    // As CategoryNav shows them: "All posts", then the categories that hold posts, their text escaped.
    const chips = [...(layout?.[2] ?? '').matchAll(/<li class="shell-blog-chip">([^<]*)<\/li>/g)].map((match) => match[1]);
    const shown = blogCategories.items.filter((category) => category.posts_count > 0).map((category) => category.title.replace(/&/g, '&amp;'));
    expect(shown.length).toBeGreaterThan(0);
    expect(chips).toEqual(['All posts', ...shown]);
    expect(layout?.[2]).toContain('<div class="shell-blog-card"><div class="shell-blog-media"><img ');
    const image = shellImage(html);
    // PostImage's box, and the 640-wide file (as wide as a phone shows the card or wider).
    expect([image.width, image.height]).toEqual(['800', '450']);
    expect(image.src).toMatch(/^data:image\/jpeg;base64,/);
    expect(image.srcset).toBeUndefined();
  });

  test('a post: its title and its categories, date and author written out, then its picture, inlined', async () => {
    const { blogPosts } = await graphql<{ blogPosts: { items: Array<{ identifier: string; title: string; publish_time: string }> } }>(
      '{ blogPosts(pageSize: 1, sort: ["DESC"]) { items { identifier title publish_time } } }',
    );
    const post = blogPosts.items[0];
    const { blogPost } = await graphql<{ blogPost: { author: { name: string }; categories: Array<{ title: string }> } }>(
      `{ blogPost(id: ${JSON.stringify(post.identifier)}) { author { name } categories { title } } }`,
    );
    const { html } = await page(`/blog/post/${post.identifier}`);
    const layout = shellLayout(html);
    expect(layout?.[1]).toBe('shell-post');
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(`${post.publish_time.replace(' ', 'T')}Z`));
    const meta = [...blogPost.categories.map((category) => `<span class="shell-post-category">${escape(category.title)}</span>`), `<span class="shell-post-detail">${date}</span>`, `<span class="shell-post-detail">By ${escape(blogPost.author.name)}</span>`];
    expect(layout?.[2]).toContain(`<p class="shell-post-title">${escape(post.title)}</p><p class="shell-post-meta">${meta.join('')}</p>`);
    expect(layout?.[2]).toContain('<div class="shell-post-hero"><img ');
    expect(shellImage(html)).toMatchObject({ width: '800', height: '450' });
    expect(shellImage(html).src).toMatch(/^data:image\/jpeg;base64,/);
  });

  test('a blog page with no post to show keeps the generic skeleton', async () => {
    for (const pathname of ['/blog?page=99', '/blog/post/no-such-post']) {
      const { html } = await page(pathname);
      expect(shellLayout(html)).toBeNull();
      expect(html).toContain(SHELL_BANNER);
    }
  });
});

describe('a page whose largest paint is the line under its heading (its introId)', () => {
  const messages = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/en_US.json'), 'utf8')) as Record<string, string>;

  test.each([
    ['/brands', 'brands.title', 'brands.intro'],
    ['/store-locator', 'storeLocator.title', 'storeLocator.intro'],
  ])('%s: the shell writes out its heading and intro in the store\u2019s language, in place of the skeleton', async (pathname, titleId, introId) => {
    const { html } = await page(pathname);
    const layout = shellLayout(html);
    expect(layout?.[1]).toBe('shell-intro');
    expect(html).not.toContain(SHELL_BANNER);
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    expect(layout?.[2]).toMatch(new RegExp(`^<p class="shell-intro-title">${escape(messages[titleId])}</p><p class="shell-intro-text">${escape(messages[introId])}</p></div>`));
  });

  test('a page that declares none keeps the generic skeleton', async () => {
    const { html } = await page('/cart');
    expect(shellLayout(html)).toBeNull();
    expect(html).toContain(SHELL_BANNER);
  });
});

describe('a CMS page that opens with text: the shell writes out its heading and those texts', () => {
  /** The shell's article for a CMS page, or null. */
  const shellArticle = (html: string) => /<article class="shell-layout shell-cms">.*?<\/article>/.exec(html)?.[0] ?? null;

  let pages = 0;
  /** A CMS page of the given stored content, reachable at its identifier. */
  function addPage(content: string, contentHeading: string | null = 'A page'): string {
    pages += 1;
    const identifier = `shell-text-${pages}`;
    backend.backend.db
      .prepare("INSERT INTO cms_pages (store_id, identifier, title, content_heading, content, is_active, created_at, updated_at) VALUES (0, ?, ?, ?, ?, 1, '2026-01-05 08:00:00', '2026-01-05 08:00:00')")
      .run(identifier, 'A page', contentHeading, content);
    return `/${identifier}`;
  }

  test('/about-us: the content heading, then the first row\u2019s heading and paragraphs, up to its columns', async () => {
    const { html } = await page('/about-us');
    expect(html).not.toContain(SHELL_BANNER);
    expect(shellArticle(html)).toBe(
      '<article class="shell-layout shell-cms"><h1 class="shell-cms-title">About Us</h1><div class="shell-cms-row">' +
        '<h2 class="shell-cms-heading">Sehat dan cantik, dari satu tempat</h2><div class="shell-cms-text">' +
        '<p>Jingga Health &amp; Beauty started in 2012 as a single neighbourhood pharmacy in Jakarta. Today we serve customers across Indonesia online and in our stores, with licensed pharmacists on duty every day.</p>' +
        '<p>We sell only original products, sourced directly from brands and official distributors, and keep medicines in temperature-controlled storage from warehouse to your door.</p>' +
        '</div></div></article>',
    );
  });

  test('a page that opens with columns, a picture or markup the shell cannot draw keeps the generic skeleton', async () => {
    const doc = new PageBuilderDocument('ST');
    const picture = doc.image({ desktop: 'https://shop.test/media/a.jpg', alt: 'A picture' });
    const paths = [
      '/customer-service',
      addPage(doc.render([doc.row([picture, doc.text('<p>Under the picture</p>')])])),
      addPage(doc.render([doc.row([doc.text('<p onclick="alert(1)" class="lead">With attributes</p>')])])),
      addPage(doc.render([doc.row([doc.text('<p>Some <strong>bold</strong> words</p>')])])),
      addPage(doc.render([doc.row([doc.text('<p>Padded</p>')], { style: { padding: '40px' } })])),
    ];
    for (const pathname of paths) {
      const { html } = await page(pathname);
      expect(shellArticle(html)).toBeNull();
      expect(html).toContain(SHELL_BANNER);
    }
  });

  test('stored markup never reaches the shell as markup: texts are decoded, then escaped', async () => {
    const doc = new PageBuilderDocument('SH');
    const pathname = addPage(
      doc.render([
        doc.row([
          doc.heading(2, '<script>alert(1)</script> & "more"'),
          doc.text('<p>Tom &amp; Jerry&#39;s caf&eacute;&nbsp;bar &lt;b&gt;</p><p><script>alert(2)</script></p><p>Never shown</p>'),
        ]),
      ]),
      '<img src=x onerror="alert(3)">',
    );
    const { html } = await page(pathname);
    const article = shellArticle(html);
    expect(article).toBe(
      '<article class="shell-layout shell-cms"><h1 class="shell-cms-title">&lt;img src=x onerror=&quot;alert(3)&quot;></h1><div class="shell-cms-row">' +
        '<h2 class="shell-cms-heading">&lt;script>alert(1)&lt;/script> &amp; &quot;more&quot;</h2>' +
        '<div class="shell-cms-text"><p>Tom &amp; Jerry\'s caf\u00e9\u00a0bar &lt;b></p></div></div></article>',
    );
    // Only the shell's own tags.
    expect([...(article ?? '').matchAll(/<([a-z0-9]+)/g)].map((match) => match[1])).toEqual(['article', 'h1', 'div', 'h2', 'div', 'p']);
  });

  test('a page without a content heading: its texts only (the page\u2019s heading is for screen readers and takes no room)', async () => {
    const doc = new PageBuilderDocument('SN');
    const { html } = await page(addPage(doc.render([doc.row([doc.text('<p>Just a paragraph.</p>')])]), null));
    expect(shellArticle(html)).toBe('<article class="shell-layout shell-cms"><div class="shell-cms-row"><div class="shell-cms-text"><p>Just a paragraph.</p></div></div></article>');
  });

  test('the home page keeps its slide in the shell', async () => {
    const { html } = await page('/');
    expect(shellArticle(html)).toBeNull();
    expect(html).toContain('shell-hero');
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
