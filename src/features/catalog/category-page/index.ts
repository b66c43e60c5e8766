export { default } from './Category';
