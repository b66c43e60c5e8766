/** Longest wait for an idle moment: work deferred this way still happens on a busy page. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser is idle after the current work (the first paint, say), or after a
 * short delay where requestIdleCallback is missing. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `task` when the browser is idle after the page's load event (the route's chunk and the
 * images of the first screen are in by then). Returns a cancel function.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(task);
  let cancelIdle: (() => void) | null = null;
  const onLoad = () => {
    cancelIdle = whenIdle(task);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

/**
 * Resolves once the page's load event has fired (at once after it): for code the first screen can
 * paint without, so it never competes with what the page declared it needs.
 */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
