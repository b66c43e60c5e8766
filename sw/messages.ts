// Messages a page may send to the service worker (postMessage).

export const SKIP_WAITING = 'SKIP_WAITING';
/** spec §7: "a helper sends a prefetch-images message". */
export const PREFETCH_IMAGES = 'PREFETCH_IMAGES';

export type ServiceWorkerMessage = { type: typeof SKIP_WAITING } | { type: typeof PREFETCH_IMAGES; urls: string[] };

/**
 * Reads an untrusted message: unknown shapes give null; prefetch URLs are kept only when they
 * are http(s) URLs on `origin` (the worker only caches its own shop's images).
 */
export function parseMessage(data: unknown, origin: string): ServiceWorkerMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, urls } = data as { type?: unknown; urls?: unknown };
  if (type === SKIP_WAITING) return { type };
  if (type !== PREFETCH_IMAGES || !Array.isArray(urls)) return null;
  const sameOrigin = urls
    .filter((url): url is string => typeof url === 'string')
    .flatMap((url) => {
      try {
        const parsed = new URL(url, origin);
        return parsed.origin === origin ? [parsed.href] : [];
      } catch {
        return [];
      }
    });
  return { type, urls: [...new Set(sameOrigin)] };
}
