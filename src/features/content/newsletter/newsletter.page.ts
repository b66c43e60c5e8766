import { definePage } from '../../../app/pages/definePage';

// The newsletter form's strings travel with the footer too: both show it.
export default definePage({
  name: 'newsletter',
  paths: ['/newsletter'],
  titleId: 'newsletter.title',
  messages: ['newsletterPage', 'newsletter'],
  component: () => import('./NewsletterPage'),
});
