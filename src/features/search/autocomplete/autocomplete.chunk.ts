// The autocomplete's chunk: the dropdown and its English strings (src/lib/i18n/messageGroups.ts).
export { default } from './Autocomplete';
export { default as messages } from '@i18n/en_US.json?group=search-autocomplete';
