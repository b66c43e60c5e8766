import { type GetBlogPostQuery } from '../../../__generated__/operations';
import { type FirstPaint } from '../../../app/pages/firstPaint';
import { blogPostRequest } from './blogRequests';
import { HERO_SIZES } from './featuredImage';
import { featuredImagePreload } from './featuredImagePreload';

/** The post and its hero picture (no plan for /blog/post without a post). */
const firstPaint: FirstPaint = async ({ params, run, pageHosts }) => {
  if (!params.postUrl) return null;
  const answer = await run<GetBlogPostQuery>(blogPostRequest(params.postUrl));
  return { chunks: [], images: featuredImagePreload(answer?.blogPost?.featured_image, HERO_SIZES, pageHosts) };
};
export default firstPaint;
