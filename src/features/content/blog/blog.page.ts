import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'blog',
  paths: ['/blog'],
  titleId: 'blog.title',
  messages: 'blog',
  component: () => import('./BlogListPage'),
});
