/* Test support (not a test file): a matchMedia for jsdom that answers as a viewport `width` px wide. */

/** Evaluates the min-width / max-width parts of a media query against `width`; queries about anything else do not match. */
function evaluate(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  // Other features (reduced motion, hover) are a plain screen's answer: no.
  if (parts.length === 0) return false;
  return parts.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

/** Installs window.matchMedia for a viewport `width` px wide; returns a function that resizes it. */
export function stubViewportWidth(width: number): (next: number) => void {
  let current = width;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const entry = { query, listeners: new Set<() => void>() };
      lists.add(entry);
      return {
        get matches() {
          return evaluate(query, current);
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
        addListener: (listener: () => void) => entry.listeners.add(listener),
        removeListener: (listener: () => void) => entry.listeners.delete(listener),
        dispatchEvent: () => true,
      };
    },
  });
  return (next: number) => {
    current = next;
    for (const entry of lists) for (const listener of entry.listeners) listener();
  };
}
