import type { Db } from '../types';

/**
 * A CMS page as GraphQL's `CmsPage` exposes it. `content` is stored HTML that may still hold
 * `{{media url=...}}` / `{{store url=...}}` directives: the `CmsPage.content` field resolver
 * (backend/resolvers/cms.ts) turns them into absolute URLs of the request, whichever query
 * returned the page (cmsPage or route).
 */
export interface CmsPageRecord {
  __typename: 'CmsPage';
  page_id: number;
  identifier: string;
  url_key: string;
  title: string;
  content: string | null;
  content_heading: string | null;
  page_layout: string;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
}

export interface CmsBlockRecord {
  block_id: number;
  identifier: string;
  title: string;
  content: string | null;
}

const PAGE_COLUMNS = 'page_id, identifier, title, content, content_heading, page_layout, meta_title, meta_keywords, meta_description';

type PageRow = Omit<CmsPageRecord, '__typename' | 'url_key'>;

const toPage = (row: PageRow | undefined): CmsPageRecord | null =>
  row ? { __typename: 'CmsPage', ...row, url_key: row.identifier } : null;

/** An active page visible in the store view (its own or an all-stores page), or null. */
export function findCmsPageById(db: Db, storeId: number, pageId: number): CmsPageRecord | null {
  const row = db
    .prepare(`SELECT ${PAGE_COLUMNS} FROM cms_pages WHERE page_id = ? AND is_active = 1 AND store_id IN (0, ?)`)
    .get(pageId, storeId) as PageRow | undefined;
  return toPage(row);
}

/** An active page by identifier (url key); a store-specific page wins over an all-stores one. */
export function findCmsPageByIdentifier(db: Db, storeId: number, identifier: string): CmsPageRecord | null {
  const row = db
    .prepare(
      `SELECT ${PAGE_COLUMNS} FROM cms_pages WHERE identifier = ? AND is_active = 1 AND store_id IN (0, ?)
       ORDER BY store_id DESC LIMIT 1`,
    )
    .get(identifier, storeId) as PageRow | undefined;
  return toPage(row);
}

/** An active block by identifier, or by numeric block id as Magento also accepts; else null. */
export function findCmsBlock(db: Db, storeId: number, identifierOrId: string): CmsBlockRecord | null {
  const row = db
    .prepare(
      `SELECT block_id, identifier, title, content FROM cms_blocks
       WHERE (identifier = ? OR CAST(block_id AS TEXT) = ?) AND is_active = 1 AND store_id IN (0, ?)
       ORDER BY identifier = ? DESC, store_id DESC LIMIT 1`,
    )
    .get(identifierOrId, identifierOrId, storeId, identifierOrId) as CmsBlockRecord | undefined;
  return row ?? null;
}
