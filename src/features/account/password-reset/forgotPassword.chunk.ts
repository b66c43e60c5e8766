// The forgot-password page's chunk: the page and the account pages' English strings.
export { default } from './ForgotPasswordPage';
export { default as messages } from '@i18n/en_US.json?group=account';
