// The video content type's chunk: the type and the Page Builder strings (src/lib/i18n/messageGroups.ts).
export { default } from './index';
export { default as messages } from '@i18n/en_US.json?group=page-builder';
