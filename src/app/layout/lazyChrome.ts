import { lazy } from 'react';
import { withMessageGroup } from '../../lib/i18n/withMessageGroup';

// Chrome that is below the fold or appears later: kept out of the first JavaScript so the page
// paints sooner. The footer brings the newsletter form (informed) and the HTML sanitizer. Each
// part brings its strings in its chunk (scripts/babel/lazyChunks.js, src/lib/i18n/messageGroups.ts).
export const Footer = lazy(withMessageGroup('footer', () => import(/* webpackChunkName: "footer" */ '../../features/chrome/footer')));
export const FloatingBanner = lazy(withMessageGroup('floating-banner', () => import(/* webpackChunkName: "floating-banner" */ '../../features/content/floating-banner')));
export const InstallAppPopup = lazy(withMessageGroup('install-app', () => import(/* webpackChunkName: "install-app" */ '../../features/chrome/install-app')));
// Mounted once the shopper has added something: a phone's product-added banner, a desktop's mini cart opening.
export const ProductAddedBanner = lazy(withMessageGroup('product-added', () => import(/* webpackChunkName: "product-added" */ '../../features/cart/product-added/ProductAddedBanner')));
