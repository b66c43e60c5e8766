// Track an Order's chunk: the page and the account pages' English strings (src/lib/i18n/messageGroups.ts).
export { default } from './TrackingOrderPage';
export { default as messages } from '@i18n/en_US.json?group=account';
