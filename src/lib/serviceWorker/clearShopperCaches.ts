import { SIGN_OUT_CACHES } from './cacheNames';

/** The page's Cache Storage, or undefined where there is none (jsdom, old browsers, insecure origins). */
function pageCaches(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/**
 * Deletes the service worker's runtime caches that could hold a shopper's answers, so the next
 * person on a shared device gets none of them. Never rejects: sign-out goes on regardless.
 */
export async function clearShopperCaches(cacheStorage: CacheStorage | undefined = pageCaches()): Promise<void> {
  if (!cacheStorage) return;
  await Promise.all(SIGN_OUT_CACHES.map((name) => cacheStorage.delete(name).catch(() => false)));
}
