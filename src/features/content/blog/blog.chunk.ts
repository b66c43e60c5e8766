// The blog list page's chunk: the page and the blog's English strings.
export { default } from './BlogListPage';
export { default as messages } from '@i18n/en_US.json?group=blog';
