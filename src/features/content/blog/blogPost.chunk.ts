// A blog post page's chunk: the page and the blog's English strings (the related products' cards' too).
export { default } from './BlogPostPage';
export { default as messages } from '@i18n/en_US.json?group=blog';
