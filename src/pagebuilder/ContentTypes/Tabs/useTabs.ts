import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** The tab a key moves to from `current` among `count` tabs, or null for keys tabs ignore. */
export function tabForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Where a sideways-scrolling tab list must scroll for a tab (from `start` to `end` px in it) to be
 * seen whole, or null when it already is.
 */
export function scrollToReveal(start: number, end: number, scrollLeft: number, width: number): number | null {
  if (start < scrollLeft) return start;
  if (end > scrollLeft + width) return Math.min(start, end - width);
  return null;
}

/**
 * Talon: which tab is shown, with the ids that tie each tab to its panel and a roving tab stop
 * (only the active tab is in the Tab order; arrow keys, Home and End move to a tab and show it).
 */
export function useTabs(count: number, initialTab: number) {
  const [active, setActive] = useState(() => Math.min(Math.max(initialTab, 0), Math.max(count - 1, 0)));
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const current = Math.min(active, Math.max(count - 1, 0));

  // The active tab is scrolled into the tab list's view (phones), without scrolling the page.
  useEffect(() => {
    const tab = tabs.current[current];
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const left = scrollToReveal(tab.offsetLeft, tab.offsetLeft + tab.offsetWidth, list.scrollLeft, list.clientWidth);
    if (left !== null) list.scrollLeft = left;
  }, [current]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const next = tabForKey(event.key, current, count);
      if (next === null || count === 0) return;
      event.preventDefault();
      setActive(next);
      tabs.current[next]?.focus();
    },
    [current, count],
  );

  return {
    active: current,
    select: setActive,
    onKeyDown,
    tabRef: (index: number) => (element: HTMLButtonElement | null) => {
      tabs.current[index] = element;
    },
    tabId: (index: number) => `${baseId}-tab-${index}`,
    panelId: (index: number) => `${baseId}-panel-${index}`,
  };
}
