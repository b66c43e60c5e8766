import { useLayoutEffect, useRef, useState } from 'react';
import { visibleEntryCount } from './visibleEntryCount';

/**
 * Talon: how many of `entryCount` top-level entries the menu row shows; the rest go under
 * "More". Every entry and "More" stay in the DOM (those not shown are laid out out of the row,
 * invisible), so they can be measured again on every resize, before the browser paints.
 */
export function useVisibleEntries(entryCount: number) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const moreRef = useRef<HTMLLIElement | null>(null);
  const [visibleCount, setVisibleCount] = useState(Number.POSITIVE_INFINITY);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || entryCount === 0) return undefined;
    const recount = () => {
      const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-menu-entry]'));
      const style = getComputedStyle(list);
      const available = list.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
      const widths = items.map((item) => item.getBoundingClientRect().width);
      setVisibleCount(visibleEntryCount(widths, available, moreRef.current?.getBoundingClientRect().width ?? 0));
    };
    recount();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(recount);
    observer.observe(list);
    return () => observer.disconnect();
  }, [entryCount]);

  return { listRef, moreRef, visibleCount: Math.min(visibleCount, entryCount) };
}
