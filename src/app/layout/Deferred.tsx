import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLoadedAndIdle } from '../../lib/scheduling/useLoadedAndIdle';
import { useNearViewport } from '../../lib/ui/useNearViewport';

/**
 * Whether the first route is on the page: told by a ShownSignal inside the route's Suspense boundary,
 * read by WhenNearViewport outside it, without re-rendering the whole layout in between.
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
 * Chrome below the fold (the footer): its code and data load when the shopper scrolls near it,
 * not while the page's own content is loading: while a route loads the page is short and
 * everything is "near", so watching starts once `pageShown` and the page has loaded.
 */
export function WhenNearViewport({ children, pageShown }: { children: ReactNode; pageShown: PageShown }) {
  const loaded = useLoadedAndIdle();
  const shown = useSyncExternalStore(pageShown.subscribe, pageShown.isShown);
  const { ref, near } = useNearViewport<HTMLDivElement>('600px', shown && loaded);
  return near ? <Suspense fallback={null}>{children}</Suspense> : <div ref={ref} aria-hidden="true" />;
}

/** Marks the page shown once it is on the page: inside a Suspense boundary, once that boundary's content is. */
export function ShownSignal({ pageShown }: { pageShown: PageShown }) {
  useEffect(() => pageShown.markShown(), [pageShown]);
  return null;
}

/** Chrome that floats over the page (chat banner, install prompt): loaded once the page has loaded and is idle. */
export function WhenIdle({ children }: { children: ReactNode }) {
  return useLoadedAndIdle() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
