import { lazy } from 'react';

// Chrome that is below the fold or appears later: kept out of the first JavaScript so the page
// paints sooner. The footer brings the newsletter form (informed) and the HTML sanitizer.
export const Footer = lazy(() => import(/* webpackChunkName: "footer" */ '../../features/footer').then((m) => ({ default: m.Footer })));
export const FloatingBanner = lazy(() =>
  import(/* webpackChunkName: "floating-banner" */ '../../features/floating-banner').then((m) => ({ default: m.FloatingBanner })),
);
export const InstallAppPopup = lazy(() =>
  import(/* webpackChunkName: "install-app" */ '../../features/install-app').then((m) => ({ default: m.InstallAppPopup })),
);
