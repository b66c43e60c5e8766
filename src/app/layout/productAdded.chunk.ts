// The product-added banner's chunk: the banner and its English strings (src/lib/i18n/messageGroups.ts).
export { default } from '../../features/cart/product-added/ProductAddedBanner';
export { default as messages } from '@i18n/en_US.json?group=product-added';
