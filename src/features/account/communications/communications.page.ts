import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'communications',
  paths: ['/communications'],
  titleId: 'communications.title',
  auth: true,
  messages: 'account',
  component: () => import('./CommunicationsPage'),
});
