import { useEffect, useRef, type RefObject } from 'react';

/** The CSS custom property (on <html>) the layout's spacer at the page's end takes its height from. */
export const BOTTOM_ROOM_PROPERTY = '--bottom-overlay-room';

/**
 * While `active`, the page keeps room at its end as tall as the element (measured as it changes),
 * so the last of the page can be scrolled above a bar docked at the bottom of the screen.
 */
export function useBottomRoom<T extends HTMLElement>(active: boolean): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const style = document.documentElement.style;
    const reserve = () => style.setProperty(BOTTOM_ROOM_PROPERTY, `${element.getBoundingClientRect().height}px`);
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      style.removeProperty(BOTTOM_ROOM_PROPERTY);
    };
  }, [active]);
  return ref;
}
