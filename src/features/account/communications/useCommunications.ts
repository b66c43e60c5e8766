import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useSubmission } from '../frame/useSubmission';
import { CUSTOMER_SUBSCRIPTION, UPDATE_CUSTOMER_SUBSCRIPTION } from './communications.gql';

/** Talon of /communications: the customer's newsletter subscription, changed with updateCustomerV2. */
export function useCommunications() {
  const { data, loading, error } = useQuery(CUSTOMER_SUBSCRIPTION, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UPDATE_CUSTOMER_SUBSCRIPTION);
  const submission = useSubmission(useCallback((values: Record<string, unknown>) => update({ variables: { isSubscribed: values.isSubscribed === true } }), [update]));
  const customer = data?.customer ?? null;
  const initialValues = useMemo(() => ({ isSubscribed: customer?.is_subscribed === true }), [customer?.is_subscribed]);
  return {
    isLoading: loading && !customer,
    loadError: error && !customer ? deriveErrorMessage(error) : null,
    email: customer?.email ?? '',
    isSubscribed: customer?.is_subscribed === true,
    initialValues,
    ...submission,
  };
}
