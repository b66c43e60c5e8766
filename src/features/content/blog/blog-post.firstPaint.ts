import { type GetBlogPostQuery } from '../../../__generated__/operations';
import { type FirstPaint } from '../../../app/pages/firstPaint';
import { parseMagentoDate } from '../../../lib/date/magentoDate';
import { blogPostRequest } from './blogRequests';
import { categoryViews } from './blogViews';
import { HERO_SIZES } from './featuredImage';
import { featuredImagePreload, featuredShellPicture } from './featuredImagePreload';

/**
 * The post and its hero picture (no plan for /blog/post without a post), drawn by the shell under
 * the post's title and its line of categories, date and author, written out as PostMeta words them.
 */
const firstPaint: FirstPaint = async ({ params, run, pageHosts, text }) => {
  if (!params.postUrl) return null;
  const post = (await run<GetBlogPostQuery>(blogPostRequest(params.postUrl)))?.blogPost;
  const image = post?.featured_image;
  const images = featuredImagePreload(image, HERO_SIZES, pageHosts);
  // useBlogPost shows a post only with an id, a URL key and a title.
  if (!image || images.length === 0 || post.post_id == null || !post.identifier || !post.title) return { chunks: [], images };
  const date = parseMagentoDate(post.publish_time);
  const author = post.author?.name;
  const details = [...(date ? [text.date(date)] : []), ...(author ? [text.message('blog.byAuthor', { author })] : [])];
  const meta = { categories: categoryViews(post.categories).map((category) => category.title), details };
  return { chunks: [], images, shellPicture: featuredShellPicture(image, HERO_SIZES, { page: 'blog-post', title: post.title, meta }) };
};
export default firstPaint;
