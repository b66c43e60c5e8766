import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';
import { type PersistenceLike, readStoredString, STORAGE_KEYS } from '../persistenceContract';

/** Magento's full-page-cache context header (request and response). */
export const CACHE_ID_HEADER = 'X-Magento-Cache-Id';

/** The part of a fetch Response this link reads (set on the context by the HTTP link). */
interface ResponseWithHeaders {
  headers?: { get(name: string): string | null };
}

/**
 * Echoes the stored X-Magento-Cache-Id so Magento's cache keys GET responses by
 * the shopper's context, and keeps the value the server last answered with.
 */
export function createCacheIdLink(persistence: PersistenceLike): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const cacheId = readStoredString(persistence, STORAGE_KEYS.magentoCacheId);
    if (cacheId) {
      operation.setContext(({ headers }) => ({ headers: { ...headers, [CACHE_ID_HEADER]: cacheId } }));
    }
    return forward(operation).pipe(
      map((result) => {
        const response = operation.getContext().response as ResponseWithHeaders | undefined;
        const answered = response?.headers?.get(CACHE_ID_HEADER);
        if (answered && answered !== readStoredString(persistence, STORAGE_KEYS.magentoCacheId)) {
          persistence.setItem(STORAGE_KEYS.magentoCacheId, answered);
        }
        return result;
      }),
    );
  });
}
