import { type BlogCategoryLinkFragment, type BlogPostSummaryFragment } from '../../../__generated__/operations';

// Magefan answers every field as nullable: these pure functions keep what a page can show.

export interface BlogCategoryView {
  id: number;
  identifier: string;
  title: string;
}

export interface BlogPostCardView {
  id: number;
  identifier: string;
  title: string;
  /** Absolute URL of the featured image, or null. */
  image: string | null;
  /** "YYYY-MM-DD HH:MM:SS" (UTC), or null. */
  publishTime: string | null;
  /** Merchant HTML, sanitized where it is shown. */
  excerpt: string | null;
  categories: BlogCategoryView[];
}

export const blogPostPath = (identifier: string) => `/blog/post/${encodeURIComponent(identifier)}`;
export const blogCategoryPath = (identifier: string) => `/blog/category/${encodeURIComponent(identifier)}`;

/** A category with an id, a URL key and a title; null otherwise. */
export function categoryView(category: BlogCategoryLinkFragment | null | undefined): BlogCategoryView | null {
  if (category?.category_id == null || !category.identifier || !category.title) return null;
  return { id: category.category_id, identifier: category.identifier, title: category.title };
}

export const categoryViews = (categories: ReadonlyArray<BlogCategoryLinkFragment | null> | null | undefined): BlogCategoryView[] =>
  (categories ?? []).flatMap((category) => categoryView(category) ?? []);

/** A post a card can link to (an id, a URL key and a title); null otherwise. */
export function postCardView(post: BlogPostSummaryFragment | null | undefined): BlogPostCardView | null {
  if (post?.post_id == null || !post.identifier || !post.title) return null;
  return {
    id: post.post_id,
    identifier: post.identifier,
    title: post.title,
    image: post.featured_image || null,
    publishTime: post.publish_time || null,
    excerpt: post.short_filtered_content || null,
    categories: categoryViews(post.categories),
  };
}

export const postCardViews = (posts: ReadonlyArray<BlogPostSummaryFragment | null> | null | undefined): BlogPostCardView[] =>
  (posts ?? []).flatMap((post) => postCardView(post) ?? []);
