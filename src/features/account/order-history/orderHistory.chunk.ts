// The order history's chunk: the page and the account pages' English strings (src/lib/i18n/messageGroups.ts).
export { default } from './OrderHistoryPage';
export { default as messages } from '@i18n/en_US.json?group=account';
