import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { getOperationAST } from 'graphql';
import { attachPersistor, createCachePersistor, PERSIST_DELAY_MS } from './cachePersistence';
import { createAuthLink } from './links/authLink';
import { createCacheIdLink } from './links/cacheIdLink';
import { createFirstPaintAnswers, type FirstPaintAnswers } from './firstPaintAnswers';
import { type FirstPaintEntry } from './firstPaintData';
import { createErrorScrubLink } from './links/errorScrubLink';
import { createFirstPaintLink } from './links/firstPaintLink';
import { createHttpLink } from './links/httpLink';
import { createMutationQueueLink } from './links/mutationQueueLink';
import { createRetryLink } from './links/retryLink';
import { createStoreLink } from './links/storeLink';
import { createTokenRefusedLink } from './links/tokenRefusedLink';
import { type PersistenceLike, readStoreViewCode } from './persistenceContract';
import { possibleTypes, typePolicies } from './typePolicies';

export interface ApolloLinkOptions {
  persistence: PersistenceLike;
  /** GraphQL endpoint (default /graphql). */
  uri?: string;
  fetch?: typeof fetch;
  /** Replaces the HTTP link (tests). */
  terminatingLink?: ApolloLink;
  /** The server's answers embedded in the page (firstPaintData.ts): answered without a request while fresh. */
  firstPaint?: FirstPaintAnswers;
}

export interface ApolloClientOptions extends Omit<ApolloLinkOptions, 'firstPaint'> {
  /**
   * The server's answers embedded in the page (firstPaintData.ts), answered without a request
   * while fresh; write them into the cache with writeFirstPaintData before the first render.
   */
  firstPaint?: FirstPaintEntry[];
  /** Store view whose cache snapshot is used; default: the stored one, else 'default'. */
  storeCode?: string;
  persistDelayMs?: number;
}

/** The link chain, in the order spec §7 and ARCHITECTURE.md give. */
export function createApolloLink({ persistence, uri, fetch, terminatingLink, firstPaint }: ApolloLinkOptions): ApolloLink {
  return ApolloLink.from([
    createMutationQueueLink(),
    createRetryLink(),
    createAuthLink(persistence),
    createTokenRefusedLink(),
    createCacheIdLink(persistence),
    createStoreLink(persistence),
    createErrorScrubLink(),
    // Not part of the chain's contract: a shortcut for the page's first queries, in front of HTTP.
    ...(firstPaint ? [createFirstPaintLink(firstPaint)] : []),
    terminatingLink ?? createHttpLink({ uri, fetch }),
  ]);
}

export function createInMemoryCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes });
}

/**
 * The storefront's Apollo client: the link chain, Venia's type policies, and a
 * cache restored from (and kept in) browser storage for the current store view.
 */
export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  const { persistence, storeCode = readStoreViewCode(persistence), persistDelayMs = PERSIST_DELAY_MS } = options;
  const cache = createInMemoryCache();
  const persistor = createCachePersistor({ cache, persistence, storeCode, delayMs: persistDelayMs });
  persistor.restore();
  const firstPaint = options.firstPaint?.length ? createFirstPaintAnswers(options.firstPaint) : undefined;
  const client = new ApolloClient({ cache, link: createApolloLink({ ...options, firstPaint }) });
  if (firstPaint) answeredQueriesStartFromCache(client, firstPaint);
  attachPersistor(client, persistor);
  return client;
}

/**
 * A cache-and-network or network-only query that the page's HTML answered (the answer is in the
 * cache, and fresh) starts cache-first: asking again would only re-render the page with the same
 * data, a synchronous render in the middle of the first one. New variables bring back its policy.
 */
function answeredQueriesStartFromCache(client: ApolloClient, answers: FirstPaintAnswers): void {
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options: Parameters<typeof watchQuery>[0]) => {
    const { fetchPolicy, query, variables } = options;
    const refreshing = fetchPolicy === 'cache-and-network' || fetchPolicy === 'network-only';
    if (!refreshing || !answers.find(getOperationAST(query)?.name?.value, variables)) return watchQuery(options);
    return watchQuery({ ...options, fetchPolicy: 'cache-first', initialFetchPolicy: fetchPolicy });
  }) as typeof client.watchQuery;
}
