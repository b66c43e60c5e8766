// The reset-password page's chunk (both of its routes): the page and the account pages' English strings.
export { default } from './ResetPasswordPage';
export { default as messages } from '@i18n/en_US.json?group=account';
