import { whenLoadedAndIdle } from '../scheduling/whenIdle';

/** Service worker script emitted by workbox InjectManifest at the site root. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and is idle (the first screen's work comes
 * first). The browser's own API is all it takes: the page sends the worker nothing. A browser that
 * refuses (private mode, a policy, an automated browser that blocks workers) leaves the shop
 * working online only, which is no fault of the page's: an info line, not a warning.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  whenLoadedAndIdle(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.info('Offline support is off: the service worker could not be registered.', error);
    });
  });
}
