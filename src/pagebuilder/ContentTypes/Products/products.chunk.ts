// The products content type's chunk: the type and the Page Builder strings, card strings included.
export { default } from './index';
export { default as messages } from '@i18n/en_US.json?group=page-builder';
