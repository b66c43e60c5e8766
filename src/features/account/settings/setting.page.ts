import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'setting',
  paths: ['/setting'],
  titleId: 'setting.title',
  auth: true,
  messages: 'account',
  component: () => import('./AccountSettingsPage'),
});
