import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { desktopContext, launchBrowser, mobileContext, pagePerTest, realProblems, screenshot, watchForProblems } from './support/browser';
import { baseUrl } from './support/serverState';
import { expectAttribute, expectCount, expectTexts, expectVisible } from './support/expectations';

// The blog on the real build against the seeded posts (Magefan's blogPosts, blogPost,
// blogCategory, blogCategories): the list and its pages, a category, a post with the products it
// recommends as the catalogue's cards, at both widths; unknown posts and categories show "Ooops!".

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const TIMEOUT = { timeout: 15_000 };
const main = (page: Page) => page.getByRole('main');
const postCards = (page: Page) => main(page).getByRole('listitem').getByRole('article');

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql?${new URLSearchParams({ query })}`);
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface SeededCategory {
  identifier: string;
  title: string;
  posts_count: number;
}

/** The seeded categories and how many posts the blog holds, through the shop's own GraphQL. */
async function seededBlog(): Promise<{ total: number; categories: SeededCategory[] }> {
  const data = await graphql<{ blogPosts: { total_count: number }; blogCategories: { items: SeededCategory[] } }>(
    '{ blogPosts { total_count } blogCategories { items { identifier title posts_count } } }',
  );
  return { total: data.blogPosts.total_count, categories: data.blogCategories.items };
}

/** Every picture in `selector` (those already in view) has loaded a real image. */
async function picturesLoaded(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const images = [...document.querySelectorAll<HTMLImageElement>(wanted)].filter((image) => image.loading === 'eager');
      return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
    },
    selector,
    TIMEOUT,
  );
}


for (const [kind, makeContext] of [
  ['desktop', desktopContext],
  ['mobile', mobileContext],
] as const) {
  describe(`the blog on ${kind}`, () => {
    const session = pagePerTest(() => browser, makeContext);

    test('the list pages through the posts, a category narrows them, and a post links to the products it recommends, axe-clean', async () => {
      const { page } = session;
      const problems = watchForProblems(page);
      const { total, categories } = await seededBlog();
      expect(total).toBe(20);

      // /blog: nine posts to a page, newest first, the first picture loaded at once.
      await page.goto('/blog', { waitUntil: 'networkidle' });
      await main(page).getByRole('heading', { level: 1, name: 'Blog' }).waitFor(TIMEOUT);
      await postCards(page).first().waitFor(TIMEOUT);
      await expectCount(postCards(page), 9);
      await picturesLoaded(page, 'main article img');
      const nav = main(page).getByRole('navigation', { name: 'Blog categories' });
      await expectTexts(nav.getByRole('link'), ['All posts', ...categories.map((category) => category.title)]);
      expect(await axeViolations(page, ['main'])).toEqual([]);
      await screenshot(page, `blog-list-${kind}`);

      await main(page).getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await page.waitForURL((url) => url.pathname === '/blog' && url.search === '?page=2', TIMEOUT);
      await main(page).getByRole('link', { name: '3', exact: true }).waitFor(TIMEOUT);
      // The pages' links follow the URL at once; the second page's posts come with its answer.
      await expectCount(postCards(page), 9);

      // A category: its name, description and only its posts, marked current in the navigation.
      const category = categories[categories.length - 1];
      await nav.getByRole('link', { name: category.title }).click();
      await page.waitForURL((url) => url.pathname === `/blog/category/${category.identifier}`, TIMEOUT);
      await main(page).getByRole('heading', { level: 1, name: category.title }).waitFor(TIMEOUT);
      await main(page).getByText(`${category.posts_count} posts`).waitFor(TIMEOUT);
      await expectCount(postCards(page), category.posts_count);
      await expectAttribute(nav.getByRole('link', { name: category.title }), 'aria-current', 'page');
      await screenshot(page, `blog-category-${kind}`);

      // A post: title, author, content and picture; related posts of its category; its products.
      const firstTitle = main(page).getByRole('heading', { level: 2 }).first().getByRole('link');
      const title = (await firstTitle.textContent()) ?? '';
      await firstTitle.click();
      await page.waitForURL((url) => url.pathname.startsWith('/blog/post/'), TIMEOUT);
      await main(page).getByRole('heading', { level: 1, name: title }).waitFor(TIMEOUT);
      await main(page).getByText(/^By /).waitFor(TIMEOUT);
      await main(page).getByRole('heading', { level: 2, name: 'Why it matters' }).waitFor(TIMEOUT);
      await picturesLoaded(page, 'main article img');
      expect(await page.title()).toContain(title);

      const related = main(page).getByRole('region', { name: 'Related Posts' });
      await related.scrollIntoViewIfNeeded();
      await expectCount(related.getByRole('heading', { level: 3 }), category.posts_count - 1);
      const products = main(page).getByRole('region', { name: 'Related Products' });
      await products.scrollIntoViewIfNeeded();
      await products.getByRole('article').first().waitFor(TIMEOUT);
      await expectCount(products.getByRole('article'), { atLeast: 2 });
      expect(await axeViolations(page, ['main'])).toEqual([]);
      await screenshot(page, `blog-post-${kind}`);

      // The card's first link is the product's name.
      const product = products.getByRole('article').first().getByRole('link').first();
      const productName = ((await product.textContent()) ?? '').trim();
      await product.click();
      await page.waitForURL((url) => url.pathname.endsWith('.html'), TIMEOUT);
      await main(page).getByRole('heading', { level: 1, name: productName }).waitFor(TIMEOUT);

      expect(realProblems(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
}

describe('unknown blog URLs', () => {
  const session = pagePerTest(() => browser, desktopContext);

  test('an unknown post, an unknown category and /blog/post without a post show "Ooops!"', async () => {
    const { page } = session;
    for (const path of ['/blog/post/no-such-post', '/blog/category/no-such-category', '/blog/post']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Ooops!' }).waitFor(TIMEOUT);
      await expectVisible(page.getByText('PAGE NOT FOUND'));
    }
    expect(await axeViolations(page, ['main'])).toEqual([]);
  });
});
