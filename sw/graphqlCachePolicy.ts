// Which GraphQL GET answers the service worker may cache, and under which key. Pure: no worker globals.
// Only the parser reaches sw.js: graphql is `sideEffects: false`, so webpack drops the rest of its ES
// build, which minifies ~1.3 KB (gzip) smaller than deep-importing the CommonJS graphql/language/parser.
import { parse, type DocumentNode } from 'graphql';
import { isPublicDocument } from '../http/publicQueries';

/** Request headers that choose whose answer it is, and the search parameter each becomes in the key. */
export const KEY_HEADERS: ReadonlyArray<{ header: string; param: string }> = [
  { header: 'Store', param: 'sw-store' },
  { header: 'Content-Currency', param: 'sw-currency' },
  { header: 'X-Magento-Cache-Id', param: 'sw-cache-id' },
];

/** The parts of a fetch Request the policy reads. */
export interface GraphqlRequestLike {
  url: string;
  method: string;
  headers: { get(name: string): string | null };
}

/** Guards the worker against a huge query string: the storefront's own documents are far smaller. */
const MAX_TOKENS = 5000;

/** Parses a query string; null when it is not GraphQL. */
function parseQuery(query: string): DocumentNode | null {
  try {
    return parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return null;
  }
}

/**
 * The key to cache this request's answer under, or null when it must not be cached nor served
 * from the cache: not a GET, sent with a customer token, or not a public query. The key is the
 * URL with the store, currency and cache id headers added as search parameters, so another
 * store view, currency or customer context never gets this answer.
 */
export function cacheKeyFor(request: GraphqlRequestLike): string | null {
  if (request.method !== 'GET' || request.headers.get('Authorization') !== null) return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  const query = url.searchParams.get('query');
  const document = query ? parseQuery(query) : null;
  if (!document || !isPublicDocument(document)) return null;
  // `set` also replaces any such parameter the URL already had: the server ignores them, the key must not.
  KEY_HEADERS.forEach(({ header, param }) => url.searchParams.set(param, request.headers.get(header) ?? ''));
  return url.href;
}
