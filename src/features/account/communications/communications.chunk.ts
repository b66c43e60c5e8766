// The communications page's chunk: the page and the account pages' English strings.
export { default } from './CommunicationsPage';
export { default as messages } from '@i18n/en_US.json?group=account';
