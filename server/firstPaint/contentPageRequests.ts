import { matchPath } from 'react-router-dom';
import { type GetBlogPostQuery, type GetBlogPostsQuery } from '../../src/__generated__/operations';
import { GET_BLOG_CATEGORIES } from '../../src/features/content/blog/blog.gql';
import { blogPostRequest, blogPostsRequest } from '../../src/features/content/blog/blogRequests';
import { CARD_SIZES, HERO_SIZES, postImageSources } from '../../src/features/content/blog/featuredImage';
import { BRAND_LIST, BRAND_LIST_PAGE_SIZE } from '../../src/features/catalog/brands/brands.gql';
import { decodePage } from '../../src/features/catalog/product-listing/listingUrl';
import { STORE_LOCATIONS, STORE_LOCATIONS_PAGE_SIZE } from '../../src/features/content/store-locator/storeLocator.gql';
import { type Preload } from './injectIntoHtml';
import { type FirstPaintPlan, type RunQuery } from './types';

// The content areas whose first screen is data (issue 12's Lighthouse pages): their first queries
// exactly as their talons ask them, their chunk and their largest picture. Without this their
// first paint waits for the entry, then the chunk, then /graphql, then the picture.

export type ContentPageKind = { kind: 'blog'; page: number } | { kind: 'blogPost'; postUrl: string } | { kind: 'brands' } | { kind: 'storeLocator' };

/** The content page a URL shows, or null (another app route or a catalogue URL). */
export function contentPageKind(url: URL): ContentPageKind | null {
  switch (url.pathname) {
    case '/blog':
      return { kind: 'blog', page: decodePage(url.searchParams) };
    case '/brands':
      return { kind: 'brands' };
    case '/store-locator':
      return { kind: 'storeLocator' };
  }
  const post = matchPath({ path: '/blog/post/:postUrl', end: true }, url.pathname);
  return post?.params.postUrl ? { kind: 'blogPost', postUrl: post.params.postUrl } : null;
}

/** A featured image's preload exactly as its <img> asks for it, when it is on this server (the resizer's). */
function featuredImagePreload(url: string | null | undefined, sizes: string, pageHosts: string[]): Preload[] {
  if (!url) return [];
  const { src, srcSet } = postImageSources(url);
  if (!pageHosts.includes(new URL(src, 'http://invalid').host)) return [];
  return [{ href: src, as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' }];
}

export async function contentFirstPaint(page: ContentPageKind, run: RunQuery, pageHosts: string[]): Promise<FirstPaintPlan> {
  switch (page.kind) {
    case 'blog': {
      const request = blogPostsRequest(page.page);
      const [posts] = await Promise.all([run<GetBlogPostsQuery>(request), run({ query: GET_BLOG_CATEGORIES })]);
      return { chunks: ['blog'], images: featuredImagePreload(posts?.blogPosts?.items?.[0]?.featured_image, CARD_SIZES, pageHosts) };
    }
    case 'blogPost': {
      const answer = await run<GetBlogPostQuery>(blogPostRequest(page.postUrl));
      return { chunks: ['blog-post'], images: featuredImagePreload(answer?.blogPost?.featured_image, HERO_SIZES, pageHosts) };
    }
    case 'brands':
      await run({ query: BRAND_LIST, variables: { pageSize: BRAND_LIST_PAGE_SIZE } });
      return { chunks: ['brands'], images: [] };
    case 'storeLocator':
      await run({ query: STORE_LOCATIONS, variables: { pageSize: STORE_LOCATIONS_PAGE_SIZE } });
      return { chunks: ['store-locator'], images: [] };
  }
}
