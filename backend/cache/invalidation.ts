import type { Purger } from './purge';
import type { ResponseCache } from './responseCache';

/** Where a write's stale answers are dropped: this server's own cache and the shared caches in front. */
export interface CacheInvalidation {
  /** Bans `tags` in this server's cache at once and sends the PURGEs; never throws. */
  invalidate(tags: readonly string[]): void;
  /**
   * Resolves once every PURGE sent so far was answered or timed out: a write's answer waits for it,
   * so the shopper's next read cannot reach a cache before the ban does.
   */
  settled(): Promise<void>;
}

export function createCacheInvalidation({ responseCache, purger }: { responseCache?: ResponseCache | null; purger?: Purger | null }): CacheInvalidation {
  const inFlight = new Set<Promise<void>>();
  return {
    invalidate(tags) {
      if (tags.length === 0) return;
      responseCache?.banTags(tags);
      if (!purger) return;
      const sending = purger.purgeTags(tags).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async settled() {
      // A write's changes are handed over in a microtask (stockChanges.ts): let them arrive first.
      await new Promise((resolve) => setImmediate(resolve));
      if (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
