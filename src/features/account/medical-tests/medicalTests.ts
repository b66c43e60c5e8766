import { type MedicalTestMarkerFlag, type MedicalTestStatus, type MedicalTestsQuery } from '../../../__generated__/operations';

type Customer = NonNullable<MedicalTestsQuery['customer']>;
/** One registered lab test, as the server sends it. */
export type MedicalTest = NonNullable<NonNullable<Customer['medical_tests']>[number]>;

/** i18n ids of the statuses and the markers' flags. */
export const STATUS_LABELS: Record<MedicalTestStatus, string> = {
  REGISTERED: 'medicalTests.statusRegistered',
  SAMPLE_TAKEN: 'medicalTests.statusSampleTaken',
  RESULT_READY: 'medicalTests.statusResultReady',
};
export const FLAG_LABELS: Record<MedicalTestMarkerFlag, string> = {
  NORMAL: 'medicalTests.flagNormal',
  LOW: 'medicalTests.flagLow',
  HIGH: 'medicalTests.flagHigh',
};

/** The tests of the most recent order that registered any (the list comes newest first): what was just bought. */
export function latestOrderTests(tests: readonly MedicalTest[]): { orderNumber: string | null; tests: MedicalTest[] } {
  const orderNumber = tests[0]?.order_number ?? null;
  return { orderNumber, tests: tests.filter((test) => test.order_number === orderNumber) };
}
