import { useCallback, useRef } from 'react';

/** Talon of a horizontally scrolling row: the list's ref and buttons that scroll it by most of its width. */
export function useCarouselScroll<T extends HTMLElement>() {
  const listRef = useRef<T>(null);
  const scroll = useCallback((direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: reduced ? 'auto' : 'smooth' });
  }, []);
  return { listRef, scrollNext: useCallback(() => scroll(1), [scroll]), scrollPrevious: useCallback(() => scroll(-1), [scroll]) };
}
