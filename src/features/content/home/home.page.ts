import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'home',
  paths: ['/', '/home'],
  titleId: 'home.title',
  component: () => import('./HomePage'),
});
