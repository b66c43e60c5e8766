import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'cart',
  paths: ['/cart'],
  titleId: 'cart.title',
  messages: ['cartPage', 'cartTotals', 'quantityStepper'],
  component: () => import('./CartPage'),
});
