/*
 * Names of the service worker's runtime caches, shared by the worker (sw/index.ts) and the page
 * (sign-out deletes some of them). Constants only: the worker bundles this file too.
 */

/** Catalogue images: public, kept at sign-out. */
export const MEDIA_CACHE = 'media';

/** Public GraphQL answers, keyed by URL plus store, currency and cache id (sw/graphqlCachePolicy.ts). */
export const GRAPHQL_CACHE = 'graphql-public';

/** Earlier workers cached every GraphQL GET here by URL alone, customers' included: never read, deleted. */
export const LEGACY_GRAPHQL_CACHES: readonly string[] = ['graphql'];

/** Every runtime cache that could hold an answer meant for one shopper: deleted at sign-out. */
export const SIGN_OUT_CACHES: readonly string[] = [GRAPHQL_CACHE, ...LEGACY_GRAPHQL_CACHES];
