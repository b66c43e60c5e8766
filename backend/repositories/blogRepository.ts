import type { Db } from '../types';

// The blog's tables (003_content, 015_blog_related_products). A post is shown when it is enabled
// and published by `now` ("YYYY-MM-DD HH:MM:SS", UTC as stored); a category when it is enabled.

export interface BlogPostRow {
  post_id: number;
  title: string;
  url_key: string;
  short_content: string;
  content: string;
  featured_image: string | null;
  author_name: string;
  publish_date: string;
  is_active: number;
  tags: string | null;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
  updated_at: string;
}

export interface BlogCategoryRow {
  category_id: number;
  name: string;
  url_key: string;
  description: string | null;
  position: number;
  is_active: number;
  meta_title: string | null;
  meta_description: string | null;
}

/** A WHERE fragment over `p` (blog_posts) and its parameters. */
export interface SqlCondition {
  sql: string;
  params: ReadonlyArray<string | number>;
}

/** Column of blog_posts to order by, and the direction. */
export interface PostOrder {
  column: 'publish_date' | 'created_at' | 'updated_at' | 'title' | 'post_id';
  direction: 'ASC' | 'DESC';
}

/** A moment as the blog stores it ("YYYY-MM-DD HH:MM:SS", UTC): what "published by now" compares with. */
export const blogDateTime = (at: Date = new Date()): string => at.toISOString().slice(0, 19).replace('T', ' ');

const VISIBLE_POST = 'p.is_active = 1 AND p.publish_date <= ?';
const isId = (key: string) => /^\d+$/.test(key);

/** A visible post by post_id (all digits) or URL key, or null. */
export function findVisiblePost(db: Db, key: string, now: string): BlogPostRow | null {
  const column = isId(key) ? 'p.post_id' : 'p.url_key';
  return (db.prepare(`SELECT p.* FROM blog_posts p WHERE ${column} = ? AND ${VISIBLE_POST}`).get(isId(key) ? Number(key) : key, now) as BlogPostRow | undefined) ?? null;
}

/** The ids of the visible posts matching `condition`, in `order` (post_id breaks ties). */
export function findVisiblePostIds(db: Db, condition: SqlCondition | null, order: PostOrder, now: string): number[] {
  const where = condition ? `${VISIBLE_POST} AND (${condition.sql})` : VISIBLE_POST;
  const sql = `SELECT p.post_id FROM blog_posts p WHERE ${where} ORDER BY p.${order.column} ${order.direction}, p.post_id ${order.direction}`;
  return db.prepare(sql).pluck().all(now, ...(condition?.params ?? [])) as number[];
}

/** Posts by id, in the order of `ids`. */
export function loadPosts(db: Db, ids: readonly number[]): BlogPostRow[] {
  if (ids.length === 0) return [];
  const rows = db.prepare(`SELECT * FROM blog_posts WHERE post_id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as BlogPostRow[];
  const byId = new Map(rows.map((row) => [row.post_id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The newest other visible posts that share a category with the post. */
export function findRelatedPosts(db: Db, postId: number, limit: number, now: string): BlogPostRow[] {
  return db
    .prepare(
      `SELECT p.* FROM blog_posts p
       WHERE ${VISIBLE_POST} AND p.post_id <> ? AND EXISTS (
         SELECT 1 FROM blog_post_categories mine JOIN blog_post_categories theirs ON theirs.category_id = mine.category_id
         WHERE mine.post_id = ? AND theirs.post_id = p.post_id)
       ORDER BY p.publish_date DESC, p.post_id DESC LIMIT ?`,
    )
    .all(now, postId, postId, limit) as BlogPostRow[];
}

/** SKUs of the post's related products that the catalogue shows (enabled, visible), in the merchant's order. */
export function findRelatedProductSkus(db: Db, postId: number, limit: number): string[] {
  return db
    .prepare(
      `SELECT pr.sku FROM blog_post_related_products r JOIN products pr ON pr.entity_id = r.product_id
       WHERE r.post_id = ? AND pr.status = 1 AND pr.visibility IN (2, 4)
       ORDER BY r.position, r.product_id LIMIT ?`,
    )
    .pluck()
    .all(postId, limit) as string[];
}

/** An enabled category by category_id (all digits) or URL key, or null. */
export function findActiveCategory(db: Db, key: string): BlogCategoryRow | null {
  const column = isId(key) ? 'category_id' : 'url_key';
  return (db.prepare(`SELECT * FROM blog_categories WHERE ${column} = ? AND is_active = 1`).get(isId(key) ? Number(key) : key) as BlogCategoryRow | undefined) ?? null;
}

/** Every enabled category, in the merchant's order. */
export function listActiveCategories(db: Db): BlogCategoryRow[] {
  return db.prepare('SELECT * FROM blog_categories WHERE is_active = 1 ORDER BY position, category_id').all() as BlogCategoryRow[];
}

/** The enabled categories of a post. */
export function findPostCategories(db: Db, postId: number): BlogCategoryRow[] {
  return db
    .prepare(
      `SELECT c.* FROM blog_categories c JOIN blog_post_categories pc ON pc.category_id = c.category_id
       WHERE pc.post_id = ? AND c.is_active = 1 ORDER BY c.position, c.category_id`,
    )
    .all(postId) as BlogCategoryRow[];
}

/** How many visible posts a category holds. */
export function countVisiblePosts(db: Db, categoryId: number, now: string): number {
  return db
    .prepare(`SELECT COUNT(*) FROM blog_posts p JOIN blog_post_categories pc ON pc.post_id = p.post_id WHERE pc.category_id = ? AND ${VISIBLE_POST}`)
    .pluck()
    .get(categoryId, now) as number;
}
