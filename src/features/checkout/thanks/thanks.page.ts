import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'thanks',
  paths: ['/thanks/:order'],
  titleId: 'thanks.title',
  messages: ['thanks', 'cartTotals', 'order'],
  component: () => import('./ThanksPage'),
});
