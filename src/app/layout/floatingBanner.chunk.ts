// The floating banner's chunk: the banner and its English strings (src/lib/i18n/messageGroups.ts).
export { FloatingBanner as default } from '../../features/content/floating-banner';
export { default as messages } from '@i18n/en_US.json?group=floating-banner';
