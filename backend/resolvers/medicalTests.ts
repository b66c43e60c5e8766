import type { CustomerResolvers, MedicalTestMarkerFlag, MedicalTestStatus, Resolvers } from '../__generated__/resolvers';
import { listCustomerMedicalTests, listMedicalTestMarkers, type MarkerFlag, type MedicalTestStatus as StoredStatus } from '../repositories/medicalTestRepository';

// Medical tests (schema/extensions/medicalTests.graphql): Customer.medical_tests, the lab tests the
// token's customer bought, with their results once released. The customer query itself refuses a
// guest ("The current customer isn't authorized."), so the parent is always the token's customer.

const STATUSES: Record<StoredStatus, MedicalTestStatus> = { registered: 'REGISTERED', sample_taken: 'SAMPLE_TAKEN', result_ready: 'RESULT_READY' };
const FLAGS: Record<MarkerFlag, MedicalTestMarkerFlag> = { normal: 'NORMAL', low: 'LOW', high: 'HIGH' };

/** The test's id as the storefront sees it (base64 of the row id, as Magento's uids). */
export const medicalTestUid = (testId: number) => Buffer.from(String(testId)).toString('base64');

const medicalTests: CustomerResolvers['medical_tests'] = (customer, _args, ctx) => {
  const tests = listCustomerMedicalTests(ctx.db, customer.entity_id);
  const markers = listMedicalTestMarkers(
    ctx.db,
    tests.filter((test) => test.status === 'result_ready').map((test) => test.test_id),
  );
  return tests.map((test) => ({
    id: medicalTestUid(test.test_id),
    voucher_code: test.voucher_code,
    name: test.name,
    sku: test.sku,
    order_number: test.order_number,
    registered_at: test.registered_at,
    status: STATUSES[test.status],
    result:
      test.status === 'result_ready' && test.released_at
        ? {
            released_at: test.released_at,
            doctor_note: test.doctor_note,
            markers: markers
              .filter((marker) => marker.test_id === test.test_id)
              .map((marker) => ({ name: marker.name, value: marker.value, unit: marker.unit, reference_range: marker.reference_range, flag: FLAGS[marker.flag] })),
          }
        : null,
  }));
};

export const medicalTestResolvers: Resolvers = {
  Customer: { medical_tests: medicalTests },
};
