// The referral verification page's chunk: the page and the programme's English strings.
export { default } from './ReferralVerifyPage';
export { default as messages } from '@i18n/en_US.json?group=referral';
