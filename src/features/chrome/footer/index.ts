// Default too: the layout loads the footer lazily (src/app/layout/lazyChrome.ts).
export { Footer, Footer as default } from './Footer';
