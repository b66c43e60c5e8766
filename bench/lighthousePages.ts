/** A page of the demo shop the Lighthouse bench measures. */
export interface BenchPage {
  name: 'home' | 'category' | 'product' | 'search' | 'brands' | 'store-locator' | 'blog' | 'blog-post' | 'cms-page' | 'cart';
  path: string;
}

export const BENCH_SEARCH_TERM = 'serum';

/** A CMS page every demo shop has (the footer links it). */
export const BENCH_CMS_PAGE = 'about-us';

async function graphql<T>(baseUrl: string, query: string): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql?query=${encodeURIComponent(query)}`);
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(`GraphQL failed: ${body.errors?.map((error) => error.message).join(', ')}`);
  return body.data;
}

interface CategoryNode {
  url_path: string | null;
  url_suffix: string | null;
  product_count: number | null;
}

/**
 * What a shopper opens first: the home page, the first top-level category that has products, the
 * first product a search for "serum" finds, and that search's results page; then the other public
 * pages: brands, store locator, blog, the newest post, a CMS page and the (empty) cart.
 */
export async function findBenchPages(baseUrl: string): Promise<BenchPage[]> {
  const { categories } = await graphql<{ categories: { items: Array<{ children: CategoryNode[] }> } }>(
    baseUrl,
    '{ categories { items { children { url_path url_suffix product_count } } } }',
  );
  const category = categories.items.flatMap((root) => root.children).find((child) => child.url_path && (child.product_count ?? 0) > 0);
  const { products } = await graphql<{ products: { items: Array<{ url_key: string; url_suffix: string | null }> } }>(
    baseUrl,
    `{ products(search: "${BENCH_SEARCH_TERM}", pageSize: 1) { items { url_key url_suffix } } }`,
  );
  const product = products.items[0];
  // The newest blog post, as /blog's first card links to it.
  const { blogPosts } = await graphql<{ blogPosts: { items: Array<{ identifier: string }> } }>(baseUrl, '{ blogPosts(pageSize: 1, sort: ["DESC"]) { items { identifier } } }');
  const post = blogPosts.items[0];
  if (!category || !product) throw new Error('The shop has no category with products or no product matching the search term');
  if (!post) throw new Error('The blog has no post');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/${category.url_path}${category.url_suffix ?? ''}` },
    { name: 'product', path: `/${product.url_key}${product.url_suffix ?? ''}` },
    { name: 'search', path: `/search.html?query=${BENCH_SEARCH_TERM}` },
    { name: 'brands', path: '/brands' },
    { name: 'store-locator', path: '/store-locator' },
    { name: 'blog', path: '/blog' },
    { name: 'blog-post', path: `/blog/post/${encodeURIComponent(post.identifier)}` },
    { name: 'cms-page', path: `/${BENCH_CMS_PAGE}` },
    { name: 'cart', path: '/cart' },
  ];
}
