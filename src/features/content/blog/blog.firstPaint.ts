import { type GetBlogCategoriesQuery, type GetBlogPostsQuery } from '../../../__generated__/operations';
import { readingParams, type FirstPaint } from '../../../app/pages/firstPaint';
import { decodePage, PAGE_PARAM } from '../../catalog/product-listing/listingUrl';
import { GET_BLOG_CATEGORIES } from './blog.gql';
import { blogPostsRequest } from './blogRequests';
import { categoryViews } from './blogViews';
import { CARD_SIZES } from './featuredImage';
import { featuredImagePreload, featuredShellPicture } from './featuredImagePreload';

/**
 * The posts of the page asked for and the categories beside them; the first card's picture,
 * drawn by the shell under the page's heading, intro and category chips (written out as the page
 * words them: BlogListPage.tsx, CategoryNav.tsx).
 */
const firstPaint: FirstPaint = async ({ url, run, pageHosts, text }) => {
  const [posts, categories] = await Promise.all([
    run<GetBlogPostsQuery>(blogPostsRequest(decodePage(url.searchParams))),
    run<GetBlogCategoriesQuery>({ query: GET_BLOG_CATEGORIES }),
  ]);
  const image = posts?.blogPosts?.items?.[0]?.featured_image;
  const images = featuredImagePreload(image, CARD_SIZES, pageHosts);
  // Without the categories the shell cannot know how many rows of chips the page will draw.
  if (!image || images.length === 0 || !categories) return { chunks: [], images };
  const shown = categoryViews((categories.blogCategories?.items ?? []).filter((item) => (item?.posts_count ?? 0) > 0));
  const chips = [text.message('blog.allPosts'), ...shown.map((category) => category.title)];
  const layout = { page: 'blog', heading: text.message('blog.title'), intro: text.message('blog.intro'), chips } as const;
  return { chunks: [], images, shellPicture: featuredShellPicture(image, CARD_SIZES, layout) };
};
export default readingParams(firstPaint, (name) => name === PAGE_PARAM);
