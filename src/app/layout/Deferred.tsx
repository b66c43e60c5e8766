import { Suspense, useEffect, type ReactNode } from 'react';
import { useLoadedAndIdle } from '../../lib/scheduling/useLoadedAndIdle';
import { useNearViewport } from '../../lib/ui/useNearViewport';

/**
 * Chrome below the fold (the footer): its code and data load when the shopper scrolls near it,
 * not while the page's own content is loading: while a route loads the page is short and
 * everything is "near", so watching starts once `pageShown` and the page has loaded.
 */
export function WhenNearViewport({ children, pageShown }: { children: ReactNode; pageShown: boolean }) {
  const loaded = useLoadedAndIdle();
  const { ref, near } = useNearViewport<HTMLDivElement>('600px', pageShown && loaded);
  return near ? <Suspense fallback={null}>{children}</Suspense> : <div ref={ref} aria-hidden="true" />;
}

/** Calls `onShown` once it is on the page: inside a Suspense boundary, once that boundary's content is. */
export function ShownSignal({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** Chrome that floats over the page (chat banner, install prompt): loaded once the page has loaded and is idle. */
export function WhenIdle({ children }: { children: ReactNode }) {
  return useLoadedAndIdle() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
