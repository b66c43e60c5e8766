// The saved payments page's chunk: the page and the account pages' English strings.
export { default } from './SavedPaymentsPage';
export { default as messages } from '@i18n/en_US.json?group=account';
