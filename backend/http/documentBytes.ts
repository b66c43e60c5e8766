import type { DocumentNode } from 'graphql';
import { stringBytes } from '../cache/memoryBytes';

/**
 * A parsed document's memory per token of its text: graphql-js keeps every token (for the error
 * locations) and a node and location per few of them. Measured (heap after global.gc(), Node 20,
 * 3,000-20,000 documents each): 330 B per token for a 37-character query, 339 for the category
 * listing, 351 for the pretty-printed product page, 276 for a long SKU list. Per character it
 * ranged from 11 (a long comment) to 91, so characters alone cannot bound it.
 */
const TOKEN_BYTES = 352;
/** The LRU's slot for it. */
const ENTRY_BYTES = 128;

/** The tokens graphql-js kept with `document`: its location links them all, from <SOF> to <EOF>. */
export function tokenCount(document: DocumentNode): number {
  let count = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) count += 1;
  return count;
}

/** What the parsed-query cache keeps for `query`: its text (the key) and the document. */
export const documentBytes = (query: string, document: DocumentNode): number => ENTRY_BYTES + stringBytes(query) + tokenCount(document) * TOKEN_BYTES;
