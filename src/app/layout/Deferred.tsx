import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLoadedAndIdle } from '../../lib/scheduling/useLoadedAndIdle';

/**
 * Whether the first route is on the page: told by a ShownSignal inside the route's Suspense boundary,
 * read by WhenPageShown outside it, without re-rendering the whole layout in between.
 */
export interface PageShown {
  isShown(): boolean;
  markShown(): void;
  subscribe(listener: () => void): () => void;
}

export function createPageShown(): PageShown {
  let shown = false;
  const listeners = new Set<() => void>();
  return {
    isShown: () => shown,
    markShown() {
      if (shown) return;
      shown = true;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Chrome under the page (the footer): never while a route loads (it would sit right under the
 * header), only once the first route is on the page.
 */
export function WhenPageShown({ children, pageShown }: { children: ReactNode; pageShown: PageShown }) {
  const shown = useSyncExternalStore(pageShown.subscribe, pageShown.isShown);
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Marks the page shown once it is on the page: inside a Suspense boundary, once that boundary's content is. */
export function ShownSignal({ pageShown }: { pageShown: PageShown }) {
  useEffect(() => pageShown.markShown(), [pageShown]);
  return null;
}

/** Chrome the first screen does not need (footer, chat banner, install prompt): loaded once the page has loaded and is idle. */
export function WhenIdle({ children }: { children: ReactNode }) {
  return useLoadedAndIdle() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
