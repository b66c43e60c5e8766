import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'faq',
  paths: ['/faq'],
  titleId: 'faq.title',
  messages: ['faq'],
  component: () => import('./FaqPage'),
});
