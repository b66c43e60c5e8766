import type { Db } from '../types';

/** A search term of a store view (Magento's search_query row). */
export interface SearchTermRow {
  query_text: string;
  redirect: string | null;
  popularity: number;
}

/** The store's search term with this text (case-insensitive, as Magento's collation), or null. */
export function findSearchTerm(db: Db, storeId: number, queryText: string): SearchTermRow | null {
  return (
    (db.prepare('SELECT query_text, redirect, popularity FROM search_query WHERE store_id = ? AND query_text = ?').get(storeId, queryText) as SearchTermRow | undefined) ?? null
  );
}
