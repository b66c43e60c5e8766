export { FloatingBanner } from './FloatingBanner';
