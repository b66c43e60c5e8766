// The search page's chunk: the page and its English strings (src/lib/i18n/messageGroups.ts).
export { default } from '../features/search/search-page';
export { default as messages } from '@i18n/en_US.json?group=search';
