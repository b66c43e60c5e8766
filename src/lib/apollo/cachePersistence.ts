import { type ApolloCache, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { type PersistenceLike } from './persistenceContract';

/** Storage name of the cache snapshot for one store view (each has its own catalogue and prices). */
export const CACHE_PERSIST_PREFIX = 'apollo_cache';
export const cacheStorageKey = (storeCode: string) => `${CACHE_PERSIST_PREFIX}__${storeCode}`;

/** How long writes are collected before one snapshot is stored. */
export const PERSIST_DELAY_MS = 1000;

export interface CachePersistor {
  /** The storage name used for this store view. */
  readonly key: string;
  /** Loads the stored snapshot, if any, into the cache. */
  restore(): void;
  /** Stores a snapshot now (and cancels a pending delayed one). */
  persist(): void;
  /** Removes the stored snapshot. */
  purge(): void;
  /** Stops watching the cache for changes. */
  stop(): void;
}

/** The cache methods that change the stored (non-optimistic) data. */
const CHANGING_METHODS = ['write', 'modify', 'evict', 'gc', 'reset'] as const;

/** Calls `onChange` after each call of a data-changing cache method; returns an undo. */
function watchCacheChanges(cache: ApolloCache, onChange: () => void): () => void {
  const patchable = cache as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = CHANGING_METHODS.map((name) => [name, patchable[name]] as const);
  for (const [name, original] of originals) {
    patchable[name] = (...args: unknown[]) => {
      const result = original.apply(cache, args);
      onChange();
      return result;
    };
  }
  return () => {
    for (const [name, original] of originals) patchable[name] = original;
  };
}

const isSnapshot = (value: unknown): value is NormalizedCacheObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps the Apollo cache in BrowserPersistence per store view: restore on start,
 * and a debounced snapshot (cache.extract()) after changes. apollo3-cache-persist
 * only supports Apollo Client 3, hence this small equivalent.
 */
export function createCachePersistor({
  cache,
  persistence,
  storeCode,
  delayMs = PERSIST_DELAY_MS,
}: {
  cache: ApolloCache;
  persistence: PersistenceLike;
  storeCode: string;
  delayMs?: number;
}): CachePersistor {
  const key = cacheStorageKey(storeCode);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let restoring = false;

  const cancelPending = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const persist = () => {
    cancelPending();
    try {
      persistence.setItem(key, cache.extract());
    } catch {
      // Storage full or unavailable: an outdated snapshot must not be restored later.
      persistence.removeItem(key);
    }
  };
  const stop = watchCacheChanges(cache, () => {
    if (restoring) return;
    cancelPending();
    timer = setTimeout(persist, delayMs);
  });

  return {
    key,
    persist,
    restore() {
      const snapshot = persistence.getItem(key);
      if (!isSnapshot(snapshot)) return;
      restoring = true;
      try {
        cache.restore(snapshot);
      } finally {
        restoring = false;
      }
    },
    purge() {
      cancelPending();
      persistence.removeItem(key);
    },
    stop() {
      cancelPending();
      stop();
    },
  };
}

/** Persistors by client, so code holding only the client (cache eviction) can persist. */
const persistors = new WeakMap<ApolloClient, CachePersistor>();

export function attachPersistor(client: ApolloClient, persistor: CachePersistor): void {
  persistors.set(client, persistor);
}

export function getPersistor(client: ApolloClient): CachePersistor | undefined {
  return persistors.get(client);
}
