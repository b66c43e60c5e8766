import type { Db } from '../../types';

/** entity_type: 'product' | 'category' | 'cms-page' | 'custom'; redirect_type 0, 301 or 302. */
export interface UrlRewriteRecord {
  url_rewrite_id: number;
  request_path: string;
  target_path: string;
  redirect_type: number;
  entity_type: string;
  entity_id: number;
}

/** The rewrite of a request path in a store view, or null. */
export function findUrlRewrite(db: Db, storeId: number, requestPath: string): UrlRewriteRecord | null {
  return (
    (db
      .prepare('SELECT url_rewrite_id, request_path, target_path, redirect_type, entity_type, entity_id FROM url_rewrites WHERE store_id = ? AND request_path = ?')
      .get(storeId, requestPath) as UrlRewriteRecord | undefined) ?? null
  );
}
