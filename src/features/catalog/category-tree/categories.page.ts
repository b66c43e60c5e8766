import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'categories',
  paths: ['/category'],
  titleId: 'category.title',
  messages: ['categoryTree'],
  component: () => import('./CategoryTreePage'),
});
