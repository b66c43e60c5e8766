import { parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { assertFieldCount } from './queryLimits';

/**
 * A storefront sends the same few operations over and over: each query text is parsed (and its
 * field count checked) once. Only documents that passed are kept; a refused one is refused again.
 */
const documents = new LRUCache<string, DocumentNode>({ max: 500 });

export function parseChecked(query: string): DocumentNode {
  let document = documents.get(query);
  if (!document) {
    document = parse(query);
    assertFieldCount(document);
    documents.set(query, document);
  }
  return document;
}
