// The compare page's chunk: the page and its English strings.
export { default } from './ProductComparePage';
export { default as messages } from '@i18n/en_US.json?group=product-compare';
