// The /category page's chunk: the category tree and its English strings (src/lib/i18n/messageGroups.ts).
export { default } from '../features/catalog/category-tree/CategoryTreePage';
export { default as messages } from '@i18n/en_US.json?group=categories';
