export { Mask } from './Mask';
