export { default } from './Product';
