import { useEffect, useRef } from 'react';

/**
 * Talon: moves the referenced picture as the page scrolls (shared/parallaxEffect.ts), slower than
 * the page by `speed`. Off when speed is null or the shopper prefers reduced motion; its code
 * loads only for a background that has parallax.
 */
export function useParallax<T extends HTMLElement>(speed: number | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (speed === null || !element || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    let stop: (() => void) | null = null;
    let live = true;
    void import(/* webpackChunkName: "pb-parallax" */ './parallaxEffect').then(({ attachParallax }) => {
      if (live) stop = attachParallax(element, speed);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [speed]);
  return ref;
}
