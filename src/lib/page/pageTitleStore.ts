import { useSyncExternalStore } from 'react';

/*
 * The title of the page shown (the text a page passes to useTitle, without the store name), for
 * chrome that names the page itself: the mobile top bar on catalogue pages, whose name only the
 * resolved page knows.
 */
let currentTitle: string | null = null;
const listeners = new Set<() => void>();

export function publishPageTitle(title: string | null): void {
  if (title === currentTitle) return;
  currentTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current page's title, or null before a page has named itself. */
export function usePageTitle(): string | null {
  return useSyncExternalStore(subscribe, () => currentTitle, () => null);
}
