// The footer's chunk: the footer and its English strings (src/lib/i18n/messageGroups.ts).
export { Footer as default } from '../../features/chrome/footer';
export { default as messages } from '@i18n/en_US.json?group=footer';
