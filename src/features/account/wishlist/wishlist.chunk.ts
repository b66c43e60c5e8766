// The wishlist page's chunk: the page and the account pages' English strings.
export { default } from './WishlistPage';
export { default as messages } from '@i18n/en_US.json?group=account';
