// A brand's products page's chunk: the page and its English strings (the brand's and the listing's).
export { default } from './BrandProductsPage';
export { default as messages } from '@i18n/en_US.json?group=brand-products';
