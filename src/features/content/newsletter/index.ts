export { Newsletter } from './Newsletter';
