import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'contact',
  paths: ['/contact', '/contact-us'],
  titleId: 'contact.title',
  messages: ['contact'],
  component: () => import('./ContactPage'),
});
