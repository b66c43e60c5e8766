// The /brands page's chunk: the page and its English strings (src/lib/i18n/messageGroups.ts).
export { default } from './BrandsPage';
export { default as messages } from '@i18n/en_US.json?group=brands';
