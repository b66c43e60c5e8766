// Default too: the layout loads the banner lazily (src/app/layout/lazyChrome.ts).
export { FloatingBanner, FloatingBanner as default } from './FloatingBanner';
