export { default } from './Search';
