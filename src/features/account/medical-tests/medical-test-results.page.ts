import { definePage } from '../../../app/pages/definePage';

// The spec's "(auth)" closes the row of both medical-test routes; results are private data in any case.
export default definePage({
  name: 'medical-test-results',
  paths: ['/medical-test/results'],
  titleId: 'medicalTestResults.title',
  auth: true,
  messages: 'medical-tests',
  component: () => import('./MedicalTestResultsPage'),
});
