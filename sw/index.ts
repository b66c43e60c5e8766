/// <reference lib="webworker" />
// The storefront's service worker, built by workbox InjectManifest into dist/sw.js.
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { GRAPHQL_CACHE, LEGACY_GRAPHQL_CACHES, MEDIA_CACHE } from '../src/lib/serviceWorker/cacheNames';
import { cacheKeyFor } from './graphqlCachePolicy';
import { parseMessage, PREFETCH_IMAGES, SKIP_WAITING } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const DAY_SECONDS = 24 * 60 * 60;
/** Paths served by the backend, never by the SPA's index.html. */
const BACKEND_PATHS = [/^\/graphql/, /^\/rest\//, /^\/media\//, /^\/downloadable\//];

precacheAndRoute(self.__WB_MANIFEST);

// Every navigation gets the precached app shell; the router in the page takes it from there.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: BACKEND_PATHS }));

const mediaStrategy = new StaleWhileRevalidate({
  cacheName: MEDIA_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.destination === 'image', mediaStrategy);

// Only public queries (catalogue, CMS, store config) sent without a customer token go through the
// worker, each cached under its URL plus store, currency and cache id (sw/graphqlCachePolicy.ts).
// Anything else, mutations (POST) included, goes straight to the network and is never cached.
// Fresh when the network answers within 3 s, else the last answer so browsing survives a flaky connection.
// The route test and the cache plugin both need a request's key: parse its query once.
const keys = new WeakMap<Request, string | null>();
function keyOf(request: Request): string | null {
  if (!keys.has(request)) keys.set(request, cacheKeyFor(request));
  return keys.get(request) ?? null;
}

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/graphql' && keyOf(request) !== null,
  new NetworkFirst({
    cacheName: GRAPHQL_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [
      {
        // The route matched, so the request has a key; throwing beats ever falling back to the bare URL.
        cacheKeyWillBeUsed: async ({ request }) => {
          const key = keyOf(request);
          if (key === null) throw new Error('An uncacheable GraphQL request reached the GraphQL cache');
          return key;
        },
      },
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Earlier workers cached every GraphQL answer by URL alone, customers' included: drop them.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(LEGACY_GRAPHQL_CACHES.map((name) => caches.delete(name))));
});

// A navigation that nothing could answer (no precache yet, no network) gets the offline page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache('/offline.html')) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event) => {
  const message = parseMessage(event.data, self.location.origin);
  if (message?.type === SKIP_WAITING) void self.skipWaiting();
  if (message?.type === PREFETCH_IMAGES) {
    // Through the media strategy, so prefetched images obey the same expiration as browsed ones.
    event.waitUntil(Promise.allSettled(message.urls.map((url) => mediaStrategy.handle({ request: new Request(url), event }))));
  }
});
