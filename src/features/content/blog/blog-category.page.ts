import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'blog-category',
  paths: ['/blog/category/:categoryUrl'],
  titleId: 'blog.title',
  messages: 'blog',
  component: () => import('./BlogCategoryPage'),
});
