// The review form's chunk, loaded when the shopper asks to write a review: the form and its English strings.
export { default } from './ReviewForm';
export { default as messages } from '@i18n/en_US.json?group=review-form';
