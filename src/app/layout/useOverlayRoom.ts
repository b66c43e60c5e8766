import { useLayoutEffect } from 'react';
import { useFloatingBannerClosed } from '../../features/content/floating-banner/bannerDismissal';
import { type RouteChrome } from './useRouteChrome';

/** Sets or removes a flag attribute on <html> (before the paint, so the first paint already has it). */
function useRootFlag(name: string, on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return undefined;
    document.documentElement.setAttribute(name, '');
    return () => document.documentElement.removeAttribute(name);
  }, [name, on]);
}

/**
 * Tells the page's CSS (layout.module.css) where floating chrome goes: phones dock their one bottom
 * overlay on the tab bar where the page shows one; from 768px the page keeps a gutter for the
 * pharmacist banner wherever it may show, from the first paint (the banner itself loads later:
 * making room then would shift the page), until the shopper closes it.
 */
export function useOverlayRoom(chrome: RouteChrome): void {
  const bannerClosed = useFloatingBannerClosed();
  useRootFlag('data-tab-bar', !chrome.hideTabBar);
  useRootFlag('data-floating-banner-room', !chrome.hideFloatingBanner && !bannerClosed);
}
