import type { BlogCategory, BlogPost } from '../../__generated__/resolvers';
import { slugify } from '../../text/slug';
import type { BlogCategoryRow, BlogPostRow } from '../../repositories/blogRepository';
import type { RequestContext } from '../../types';

// Rows as Magefan's BlogPost and BlogCategory. The fields that need more queries (categories,
// related posts and products, posts_count) and the filtered contents are field resolvers (index.ts).

// What the resolvers answer: the generated types' default mapper (Partial), as no mapper names them.
export type BlogPostValue = Partial<BlogPost>;
export type BlogCategoryValue = Partial<BlogCategory>;

const tagsOf = (tags: string | null) =>
  (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .map((title) => ({ tag_id: null, identifier: slugify(title), title, tag_url: null }));

export function blogPostValue(row: BlogPostRow, ctx: RequestContext): BlogPostValue {
  return {
    post_id: row.post_id,
    post_url: `${ctx.baseUrl}blog/post/${row.url_key}`,
    identifier: row.url_key,
    title: row.title,
    meta_title: row.meta_title,
    meta_keywords: null,
    meta_description: row.meta_description,
    content: row.content,
    short_content: row.short_content,
    creation_time: row.created_at,
    update_time: row.updated_at,
    publish_time: row.publish_date,
    is_active: row.is_active,
    featured_image: row.featured_image ? ctx.mediaUrl + row.featured_image.replace(/^\/+/, '') : null,
    author: { author_id: null, identifier: slugify(row.author_name), title: row.author_name, name: row.author_name },
    tags: tagsOf(row.tags),
  };
}

export function blogCategoryValue(row: BlogCategoryRow, ctx: RequestContext): BlogCategoryValue {
  return {
    category_id: row.category_id,
    parent_category_id: 0,
    category_url: `${ctx.baseUrl}blog/category/${row.url_key}`,
    category_url_path: `blog/category/${row.url_key}`,
    category_level: 1,
    identifier: row.url_key,
    title: row.name,
    meta_title: row.meta_title,
    meta_keywords: null,
    meta_description: row.meta_description,
    content: row.description,
    position: row.position,
    include_in_menu: 1,
    is_active: row.is_active,
  };
}
