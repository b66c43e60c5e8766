// The mini cart's chunk: its content and English strings (src/lib/i18n/messageGroups.ts).
export { default } from '../mini-cart/MiniCart';
export { default as messages } from '@i18n/en_US.json?group=mini-cart';
