import { type GetBlogPostsQuery } from '../../../__generated__/operations';
import { type FirstPaint } from '../../../app/pages/firstPaint';
import { decodePage } from '../../catalog/product-listing/listingUrl';
import { GET_BLOG_CATEGORIES } from './blog.gql';
import { blogPostsRequest } from './blogRequests';
import { CARD_SIZES } from './featuredImage';
import { featuredImagePreload } from './featuredImagePreload';

/** The posts of the page asked for and the categories beside them; the first card's picture. */
const firstPaint: FirstPaint = async ({ url, run, pageHosts }) => {
  const [posts] = await Promise.all([run<GetBlogPostsQuery>(blogPostsRequest(decodePage(url.searchParams))), run({ query: GET_BLOG_CATEGORIES })]);
  return { chunks: [], images: featuredImagePreload(posts?.blogPosts?.items?.[0]?.featured_image, CARD_SIZES, pageHosts) };
};
export default firstPaint;
