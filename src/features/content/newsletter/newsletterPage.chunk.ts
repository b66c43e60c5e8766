// The newsletter page's chunk: the page and its English strings (src/lib/i18n/messageGroups.ts):
// its own and the newsletter form's, which the footer's group carries too.
export { default } from './NewsletterPage';
export { default as messages } from '@i18n/en_US.json?group=newsletter-page';
