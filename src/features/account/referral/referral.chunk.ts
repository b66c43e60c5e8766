// The refer-a-friend page's chunk: the page and the programme's English strings (src/lib/i18n/messageGroups.ts).
export { default } from './ReferAFriendPage';
export { default as messages } from '@i18n/en_US.json?group=referral';
