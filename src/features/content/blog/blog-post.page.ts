import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'blog-post',
  paths: ['/blog/post/:postUrl?'],
  titleId: 'blog.title',
  messages: 'blog',
  component: () => import('./BlogPostPage'),
});
