import { useCallback, useSyncExternalStore } from 'react';

/** Whether the media query matches now (false where matchMedia does not exist). */
function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
}

/** Talon helper: whether a CSS media query matches, updated as the viewport changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matches(query), () => false);
}

/** spec §9: mobile is under 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** True under 768 px wide (spec §9 "Mobile under 768"). */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
