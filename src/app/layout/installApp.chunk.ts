// The install-app prompt's chunk: the prompt and its English strings (src/lib/i18n/messageGroups.ts).
export { InstallAppPopup as default } from '../../features/chrome/install-app';
export { default as messages } from '@i18n/en_US.json?group=install-app';
