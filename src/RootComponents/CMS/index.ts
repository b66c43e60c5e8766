export { default } from './CMS';
