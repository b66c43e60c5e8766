import { GraphQLError, parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { documentBytes } from './documentBytes';
import { RequestError } from './graphqlRequest';
import { assertFieldCount } from './queryLimits';
import { assertNestingDepth } from './queryNesting';

/** The cache's memory budget (documentBytes.ts counts what a document keeps): every storefront operation (42 KB of text in all) many times over. */
export const DOCUMENT_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A text longer than this is parsed for its request only: no operation a shop sends is near it. */
export const DOCUMENT_CACHE_MAX_QUERY_LENGTH = 64 * 1024;

/**
 * A storefront sends the same few operations over and over: each query text is parsed (and its
 * nesting and field count checked) once. Only documents that passed are kept; a refused one is refused again.
 * Bounded by memory, not by count: 500 texts of a megabyte each, all different, must not keep
 * gigabytes alive.
 */
const documents = new LRUCache<string, DocumentNode>({
  maxSize: DOCUMENT_CACHE_MAX_BYTES,
  sizeCalculation: (document, query) => documentBytes(query, document),
});

/** The memory its documents keep, as counted against the budget. */
export const documentCacheBytes = () => documents.calculatedSize;

/**
 * The most tokens a query text may have. The largest operation of Venia, PWA Studio and
 * GraphCommerce has 904 (a configurable product's options); the service worker's policy stops at
 * the same number. graphql-js stops lexing there, so a 900 KB `{ a a a … }` is refused in
 * milliseconds instead of being parsed whole while every other request waits.
 */
export const MAX_QUERY_TOKENS = 5000;

/**
 * graphql-js's refusal (its message reads "more that 5000 tokens", as graphql 16 spells it), answered
 * 400: the request is too big to be a query, not the server's fault.
 */
function parseWithinTokens(query: string): DocumentNode {
  try {
    return parse(query, { maxTokens: MAX_QUERY_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError && error.message.includes(`${MAX_QUERY_TOKENS} tokens. Parsing aborted.`)) throw new RequestError(error.message, 400);
    throw error;
  }
}

export function parseChecked(query: string): DocumentNode {
  let document = documents.get(query);
  if (!document) {
    assertNestingDepth(query);
    document = parseWithinTokens(query);
    assertFieldCount(document);
    if (query.length <= DOCUMENT_CACHE_MAX_QUERY_LENGTH) documents.set(query, document);
  }
  return document;
}
