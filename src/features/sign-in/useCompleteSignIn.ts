import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type FromState } from '../../app/guards/ProtectedRoute';
import { useAppDispatch } from '../../lib/store';
import { getUserDetails } from '../../lib/store/user/asyncActions';
import { signInWithToken } from '../../lib/store/user/signIn';
import { SIGNED_IN_CUSTOMER } from './signIn.gql';

/** Where a shopper lands after signing in: the page they were sent from, else their account. */
export const ACCOUNT_HOME = '/customer/account';

export function returnPath(state: unknown): string {
  const from = (state as Partial<FromState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/sign-in' ? from : ACCOUNT_HOME;
}

/**
 * With a new customer token (sign-in or a new account): the signed-in store (the guest cart merged
 * into the customer's), the customer's name for the header, then back to where the shopper was
 * sent from.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state } = useLocation();
  const apolloClient = useApolloClient();
  const complete = useCallback(
    async (token: string) => {
      await dispatch(signInWithToken(token));
      const fetchUserDetails = async () => {
        const { data } = await apolloClient.query({ query: SIGNED_IN_CUSTOMER, fetchPolicy: 'network-only' });
        const customer = data?.customer;
        return { data: customer ? { customer: { email: customer.email ?? '', firstname: customer.firstname ?? '', lastname: customer.lastname ?? '' } } : null };
      };
      await dispatch(getUserDetails({ fetchUserDetails }));
      navigate(returnPath(state), { replace: true });
    },
    [apolloClient, dispatch, navigate, state],
  );
  return { complete, destination: returnPath(state) };
}
