import type { Migration } from './types';

/**
 * The products a blog post recommends (Magefan's magefan_blog_post_relatedproduct: post_id,
 * related_id, position), shown under the post in the merchant's order. Deleting a post or a
 * product drops its links.
 */
export const blogRelatedProductsMigration: Migration = {
  id: '015_blog_related_products',
  up(db) {
    db.exec(`
      CREATE TABLE blog_post_related_products (
        post_id INTEGER NOT NULL REFERENCES blog_posts(post_id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        position INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (post_id, product_id)
      );
      CREATE INDEX blog_post_related_products_product ON blog_post_related_products (product_id);
    `);
  },
};
