import { BLOG_MESSAGES } from '../resolvers/blog';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const POST_FIELDS = 'post_id identifier title post_url featured_image publish_time short_filtered_content categories { category_id identifier title }';
const POSTS = `query ($filter: BlogPostsFilterInput, $pageSize: Int, $currentPage: Int, $sort: [String], $sortFiled: String, $allPosts: Boolean) {
  blogPosts(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort, sortFiled: $sortFiled, allPosts: $allPosts) {
    total_count total_pages items { ${POST_FIELDS} }
  }
}`;
const POST = `query ($id: String) {
  blogPost(id: $id) {
    ${POST_FIELDS} content filtered_content meta_title meta_description
    author { author_id name } tags { identifier title }
    related_posts { post_id identifier publish_time categories { category_id } }
    related_products
  }
}`;
const CATEGORY = 'query ($id: String) { blogCategory(id: $id) { category_id identifier title content category_url category_url_path posts_count meta_title } }';
const CATEGORIES = '{ blogCategories { total_count items { category_id identifier title posts_count } } }';

interface PostItem {
  post_id: number;
  identifier: string;
  title: string;
  publish_time: string;
  categories: Array<{ category_id: number; identifier: string }>;
}

describe('Magefan blog (blogPosts, blogPost, blogCategory, blogCategories)', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const posts = async (variables: Record<string, unknown> = {}) => (await shop.graphql(POSTS, variables)).body;

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  describe('blogPosts', () => {
    it('lists the 20 seeded posts newest first, 5 to a page by default, with absolute image and post URLs', async () => {
      const body = await posts();
      expect(body.errors).toBeUndefined();
      const { total_count, total_pages, items } = body.data.blogPosts;
      expect({ total_count, total_pages, count: items.length }).toEqual({ total_count: 20, total_pages: 4, count: 5 });
      const times = items.map((item: PostItem) => item.publish_time);
      expect(times).toEqual([...times].sort().reverse());
      expect(items[0]).toMatchObject({
        post_url: `${shop.url}/blog/post/${items[0].identifier}`,
        featured_image: expect.stringMatching(new RegExp(`^${shop.url}/media/blog/.+\\.jpg$`)),
        short_filtered_content: expect.stringContaining('<p>'),
      });
      expect(items[0].categories).toHaveLength(1);
    });

    it('pages as asked and refuses pages that do not exist with the catalogue’s messages', async () => {
      const last = await posts({ pageSize: 9, currentPage: 3 });
      expect(last.data.blogPosts).toMatchObject({ total_count: 20, total_pages: 3 });
      expect(last.data.blogPosts.items).toHaveLength(2);
      for (const [variables, message] of [
        [{ currentPage: 0 }, 'currentPage value must be greater than 0.'],
        [{ pageSize: 0 }, 'pageSize value must be greater than 0.'],
        [{ pageSize: 9, currentPage: 4 }, 'currentPage value 4 specified is greater than the 3 page(s) available.'],
      ] as const) {
        const body = await posts(variables);
        expect(body.data.blogPosts).toBeNull();
        expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
      }
    });

    it('filters by category, search words and post ids', async () => {
      const byCategory = await posts({ filter: { category_id: { eq: '5' } }, pageSize: 20 });
      expect(byCategory.data.blogPosts.total_count).toBe(3);
      for (const item of byCategory.data.blogPosts.items as PostItem[]) expect(item.categories.map((category) => category.category_id)).toEqual([5]);

      const bySearch = await posts({ filter: { search: { like: '%sunscreen%' } }, pageSize: 20 });
      expect(bySearch.data.blogPosts.items.map((item: PostItem) => item.identifier)).toContain('how-to-choose-a-sunscreen-for-tropical-weather');

      const byIds = await posts({ filter: { post_id: { in: ['1', '2'] } } });
      expect(byIds.data.blogPosts.items.map((item: PostItem) => item.post_id).sort()).toEqual([1, 2]);
    });

    it('treats filter values as values, never as SQL', async () => {
      const body = await posts({ filter: { title: { eq: "x' OR 1=1 --" }, search: { eq: '<script>alert(1)</script>' } } });
      expect(body.errors).toBeUndefined();
      expect(body.data.blogPosts).toMatchObject({ total_count: 0, total_pages: 0, items: [] });
    });

    it('sorts by the named field when a direction is given, and refuses unknown ones', async () => {
      const body = await posts({ sort: ['ASC'], sortFiled: 'title', pageSize: 20 });
      const titles = body.data.blogPosts.items.map((item: PostItem) => item.title);
      expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
      expect((await posts({ sort: ['SIDEWAYS'] })).errors[0].extensions.category).toBe('graphql-input');
      expect((await posts({ sort: ['DESC'], sortFiled: 'secret' })).errors[0].extensions.category).toBe('graphql-input');
    });

    it('answers every post at once with allPosts, without pages as Magefan does', async () => {
      const body = await posts({ allPosts: true });
      expect(body.data.blogPosts).toMatchObject({ total_count: 20, total_pages: 0 });
      expect(body.data.blogPosts.items).toHaveLength(20);
    });

    it('leaves out disabled posts and posts scheduled for later', async () => {
      db().prepare("UPDATE blog_posts SET publish_date = '2999-01-01 00:00:00' WHERE post_id = 1").run();
      db().prepare('UPDATE blog_posts SET is_active = 0 WHERE post_id = 2').run();
      try {
        const body = await posts({ allPosts: true });
        expect(body.data.blogPosts.total_count).toBe(18);
        expect(body.data.blogPosts.items.map((item: PostItem) => item.post_id)).not.toEqual(expect.arrayContaining([1]));
        const hidden = await shop.graphql(POST, { id: '1' });
        expect(hidden.body.errors[0].message).toBe(BLOG_MESSAGES.noSuchEntity);
      } finally {
        db().prepare("UPDATE blog_posts SET publish_date = created_at, is_active = 1 WHERE post_id IN (1, 2)").run();
      }
    });
  });

  describe('blogPost', () => {
    it('answers a post by its URL key or its id, with content, author, categories and tags', async () => {
      const { body } = await shop.graphql(POST, { id: 'how-to-store-medicines-at-home' });
      expect(body.errors).toBeUndefined();
      const post = body.data.blogPost;
      expect(post).toMatchObject({
        post_id: 19,
        title: 'How to Store Medicines at Home',
        meta_title: 'How to Store Medicines at Home',
        author: { author_id: null, name: expect.any(String) },
        categories: [{ category_id: 5, identifier: 'pharmacist-answers', title: 'Pharmacist Answers' }],
        tags: expect.arrayContaining([{ identifier: 'jingga', title: 'jingga' }]),
      });
      expect(post.filtered_content).toContain('<h2>Why it matters</h2>');
      expect(post.filtered_content).toBe(post.content);
      const byId = await shop.graphql(POST, { id: '19' });
      expect(byId.body.data.blogPost.identifier).toBe('how-to-store-medicines-at-home');
    });

    it('relates the newest other posts of the same category', async () => {
      const { body } = await shop.graphql(POST, { id: 'how-to-store-medicines-at-home' });
      const related: PostItem[] = body.data.blogPost.related_posts;
      expect(related.map((post) => post.post_id).sort()).toEqual([18, 20]);
      expect(related.map((post) => post.publish_time)).toEqual(related.map((post) => post.publish_time).sort().reverse());
      for (const post of related) expect(post.categories).toEqual([{ category_id: 5 }]);
    });

    it('names its related products by SKU, products the catalogue shows', async () => {
      const { body } = await shop.graphql(POST, { id: 'how-to-choose-a-sunscreen-for-tropical-weather' });
      const skus: string[] = body.data.blogPost.related_products;
      expect(skus.length).toBeGreaterThanOrEqual(2);
      const products = await shop.graphql('query ($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 10) { items { sku categories { name } } } }', { skus });
      expect(products.body.data.products.items.map((item: { sku: string }) => item.sku).sort()).toEqual([...skus].sort());
      for (const item of products.body.data.products.items as Array<{ categories: Array<{ name: string }> }>) {
        expect(item.categories.map((category) => category.name)).toContain('Sun Care');
      }
    });

    it('finds the posts that recommend a product (relatedproduct_id)', async () => {
      const productId = db().prepare('SELECT product_id FROM blog_post_related_products WHERE post_id = 3 ORDER BY position LIMIT 1').pluck().get() as number;
      const body = await posts({ filter: { relatedproduct_id: { eq: String(productId) } }, pageSize: 20 });
      expect(body.data.blogPosts.items.map((item: PostItem) => item.post_id)).toContain(3);
    });

    it('answers an unknown post with null and Magefan’s no-such-entity error, and a missing id with its input error', async () => {
      const unknown = await shop.graphql(POST, { id: 'no-such-post' });
      expect(unknown.body.data.blogPost).toBeNull();
      expect(unknown.body.errors[0]).toMatchObject({ message: 'No such entity.', extensions: { category: 'graphql-no-such-entity' } });
      const missing = await shop.graphql(POST, {});
      expect(missing.body.errors[0]).toMatchObject({ message: '"Post id should be specified', extensions: { category: 'graphql-input' } });
    });
  });

  describe('blogCategory and blogCategories', () => {
    it('lists the five enabled categories in order with their post counts', async () => {
      const { body } = await shop.graphql(CATEGORIES);
      expect(body.data.blogCategories.total_count).toBe(5);
      const items = body.data.blogCategories.items as Array<{ title: string; posts_count: number }>;
      expect(items.map((item) => item.title)).toEqual(['Skincare Tips', 'Healthy Living', 'Vitamins & Nutrition', 'Mom & Baby', 'Pharmacist Answers']);
      expect(items.reduce((sum, item) => sum + item.posts_count, 0)).toBe(20);
    });

    it('answers a category by URL key or id, with its description and URLs', async () => {
      const { body } = await shop.graphql(CATEGORY, { id: 'skincare-tips' });
      expect(body.data.blogCategory).toEqual({
        category_id: 1,
        identifier: 'skincare-tips',
        title: 'Skincare Tips',
        content: 'Routines and ingredients explained by our beauty advisors.',
        category_url: `${shop.url}/blog/category/skincare-tips`,
        category_url_path: 'blog/category/skincare-tips',
        posts_count: 5,
        meta_title: 'Skincare Tips',
      });
      expect((await shop.graphql(CATEGORY, { id: '1' })).body.data.blogCategory.identifier).toBe('skincare-tips');
    });

    it('answers an unknown or disabled category with the no-such-entity error, and a missing id with its input error', async () => {
      const unknown = await shop.graphql(CATEGORY, { id: 'nope' });
      expect(unknown.body.data.blogCategory).toBeNull();
      expect(unknown.body.errors[0]).toMatchObject({ message: 'No such entity.', extensions: { category: 'graphql-no-such-entity' } });
      db().prepare('UPDATE blog_categories SET is_active = 0 WHERE category_id = 2').run();
      try {
        expect((await shop.graphql(CATEGORY, { id: 'healthy-living' })).body.errors[0].extensions.category).toBe('graphql-no-such-entity');
        expect((await shop.graphql(CATEGORIES)).body.data.blogCategories.total_count).toBe(4);
      } finally {
        db().prepare('UPDATE blog_categories SET is_active = 1 WHERE category_id = 2').run();
      }
      const missing = await shop.graphql(CATEGORY, {});
      expect(missing.body.errors[0]).toMatchObject({ message: '"Category id should be specified', extensions: { category: 'graphql-input' } });
    });
  });
});
