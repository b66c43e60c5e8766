import { type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type FromState } from '../../../app/guards/ProtectedRoute';
import { useAppDispatch } from '../../../lib/store';
import { getUserDetails } from '../../../lib/store/user/asyncActions';
import { signInWithToken } from '../../../lib/store/user/signIn';

/** Where a shopper lands after signing in: the page they were sent from, else their account. */
export const ACCOUNT_HOME = '/customer/account';

export function returnPath(state: unknown): string {
  const from = (state as Partial<FromState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/sign-in' ? from : ACCOUNT_HOME;
}

/** The guest's compare list becomes the customer's; its code loads with the sign-in. */
const adoptCompareList = (client: ApolloClient) =>
  import(/* webpackChunkName: "compare-adopt" */ '../../catalog/compare-list/adoptCompareList').then((module) => module.adoptCompareList(client));

/**
 * With a new customer token (sign-in or a new account): the signed-in store (the guest cart merged
 * into the customer's), the customer's name for the header and their compare list (the guest's
 * assigned to them), then back to where the shopper was sent from.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state } = useLocation();
  const client = useApolloClient();
  const complete = useCallback(
    async (token: string) => {
      await dispatch(signInWithToken(token));
      await Promise.all([dispatch(getUserDetails()), adoptCompareList(client).catch(() => undefined)]);
      navigate(returnPath(state), { replace: true });
    },
    [client, dispatch, navigate, state],
  );
  return { complete, destination: returnPath(state) };
}
