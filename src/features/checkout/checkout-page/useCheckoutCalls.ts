import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { appRestClient } from '../../../lib/rest/appRestClient';
import { createCheckoutCalls } from './checkoutCalls';

/** The checkout's requests, bound to the app's Apollo client and REST client. */
export function useCheckoutCalls() {
  const apolloClient = useApolloClient();
  return useMemo(() => createCheckoutCalls(apolloClient, appRestClient()), [apolloClient]);
}
