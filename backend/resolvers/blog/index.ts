import type { QueryBlogPostsArgs, Resolvers } from '../../__generated__/resolvers';
import { filterTemplate } from '../../cms/templateFilter';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../errors';
import {
  blogDateTime,
  countVisiblePosts,
  findActiveCategory,
  findPostCategories,
  findRelatedPosts,
  findRelatedProductSkus,
  findVisiblePost,
  findVisiblePostIds,
  listActiveCategories,
  loadPosts,
} from '../../repositories/blogRepository';
import type { RequestContext } from '../../types';
import { blogCategoryValue, blogPostValue, type BlogCategoryValue, type BlogPostValue } from './blogValues';
import { postFilterCondition, postOrder } from './postQuery';
import { paginate, validatePaging } from '../catalog/paging';

// Magefan BlogGraphQl (backend/schema/extensions/blog.graphql says where this blog differs).

// Magefan's messages, word for word (the stray leading quotes are Magefan's own).
export const BLOG_MESSAGES = {
  postIdMissing: '"Post id should be specified',
  categoryIdMissing: '"Category id should be specified',
  // Magefan throws NoSuchEntityException without a phrase: Magento's default one.
  noSuchEntity: 'No such entity.',
} as const;

/** Magefan's defaults of mfblog/post_view/related_posts|related_products/number_of_*. */
const RELATED_POSTS = 5;
const RELATED_PRODUCTS = 5;

function blogPosts(args: QueryBlogPostsArgs, ctx: RequestContext) {
  const paging = { pageSize: args.pageSize ?? 5, currentPage: args.currentPage ?? 1 };
  validatePaging(paging);
  const ids = findVisiblePostIds(ctx.db, postFilterCondition(args.filter), postOrder(args.sort, args.sortFiled), blogDateTime());
  // Magefan sets no page size for allPosts, so it counts no pages either.
  if (args.allPosts) return { total_count: ids.length, total_pages: 0, items: loadPosts(ctx.db, ids).map((row) => blogPostValue(row, ctx)) };
  const { page, page_info, total_count } = paginate(ids, paging);
  return { total_count, total_pages: page_info.total_pages, items: loadPosts(ctx.db, page).map((row) => blogPostValue(row, ctx)) };
}

const content = (html: string | null | undefined, ctx: RequestContext) => (html == null ? null : filterTemplate(html, ctx));

export const blogResolvers: Resolvers = {
  Query: {
    blogPosts: (_root: unknown, args: QueryBlogPostsArgs, ctx: RequestContext) => blogPosts(args, ctx),
    blogPost(_root: unknown, args: { id?: string | null }, ctx: RequestContext) {
      if (args.id == null) throw new GraphQlInputException(BLOG_MESSAGES.postIdMissing);
      const row = findVisiblePost(ctx.db, args.id, blogDateTime());
      if (!row) throw new GraphQlNoSuchEntityException(BLOG_MESSAGES.noSuchEntity);
      return blogPostValue(row, ctx);
    },
    blogCategory(_root: unknown, args: { id?: string | null }, ctx: RequestContext) {
      if (args.id == null) throw new GraphQlInputException(BLOG_MESSAGES.categoryIdMissing);
      const row = findActiveCategory(ctx.db, args.id);
      if (!row) throw new GraphQlNoSuchEntityException(BLOG_MESSAGES.noSuchEntity);
      return blogCategoryValue(row, ctx);
    },
    blogCategories(_root: unknown, _args: unknown, ctx: RequestContext) {
      const items = listActiveCategories(ctx.db).map((row) => blogCategoryValue(row, ctx));
      return { total_count: items.length, items };
    },
  },
  BlogPost: {
    filtered_content: (post: BlogPostValue, _args: unknown, ctx: RequestContext) => content(post.content, ctx),
    short_filtered_content: (post: BlogPostValue, _args: unknown, ctx: RequestContext) => content(post.short_content, ctx),
    categories: (post: BlogPostValue, _args: unknown, ctx: RequestContext) =>
      post.post_id == null ? [] : findPostCategories(ctx.db, post.post_id).map((row) => blogCategoryValue(row, ctx)),
    related_posts: (post: BlogPostValue, _args: unknown, ctx: RequestContext) =>
      post.post_id == null ? [] : findRelatedPosts(ctx.db, post.post_id, RELATED_POSTS, blogDateTime()).map((row) => blogPostValue(row, ctx)),
    related_products: (post: BlogPostValue, _args: unknown, ctx: RequestContext) =>
      post.post_id == null ? [] : findRelatedProductSkus(ctx.db, post.post_id, RELATED_PRODUCTS),
  },
  BlogCategory: {
    posts_count: (category: BlogCategoryValue, _args: unknown, ctx: RequestContext) =>
      category.category_id == null ? 0 : countVisiblePosts(ctx.db, category.category_id, blogDateTime()),
  },
};
