// The Edit dialog's form and its English strings (src/lib/i18n/messageGroups.ts), loaded when Edit is pressed.
export { default } from './EditLineForm';
export { default as messages } from '@i18n/en_US.json?group=cart-edit';
