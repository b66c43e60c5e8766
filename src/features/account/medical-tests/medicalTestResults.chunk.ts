// A medical test page's chunk: the page and the medical tests' English strings (src/lib/i18n/messageGroups.ts).
export { default } from './MedicalTestResultsPage';
export { default as messages } from '@i18n/en_US.json?group=medical-tests';
