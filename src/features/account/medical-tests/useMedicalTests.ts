import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { MEDICAL_TESTS } from './medicalTests.gql';
import { type MedicalTest } from './medicalTests';

/** Talon of the medical test pages: the signed-in customer's lab tests, newest first. */
export function useMedicalTests() {
  const { data, loading, error } = useQuery(MEDICAL_TESTS, { fetchPolicy: 'cache-and-network' });
  const list = data?.customer?.medical_tests ?? null;
  const tests = useMemo<MedicalTest[]>(() => (list ?? []).flatMap((test) => (test ? [test] : [])), [list]);
  return {
    isLoading: loading && !list,
    error: error && !list ? deriveErrorMessage(error) : null,
    tests,
  };
}
