import { whenLoadedAndIdle } from '../scheduling/whenIdle';

/** Service worker script emitted by workbox InjectManifest at the site root. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and is idle. A failure only warns: the shop works
 * without it. workbox-window is loaded on demand so it stays out of the entry chunk.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // After the load event and an idle moment: the first screen's work comes first.
  whenLoadedAndIdle(async () => {
    try {
      const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
      await new Workbox(SERVICE_WORKER_URL).register();
    } catch (error) {
      console.warn('SW Not Registered', error);
    }
  });
}
