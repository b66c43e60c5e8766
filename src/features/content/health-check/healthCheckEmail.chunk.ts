// A health check page's chunk: the page and the health check's English strings (src/lib/i18n/messageGroups.ts).
export { default } from './EmailCustomerPage';
export { default as messages } from '@i18n/en_US.json?group=health-check';
