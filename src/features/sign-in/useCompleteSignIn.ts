import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type FromState } from '../../app/guards/ProtectedRoute';
import { useAppDispatch } from '../../lib/store';
import { getUserDetails } from '../../lib/store/user/asyncActions';
import { signInWithToken } from '../../lib/store/user/signIn';

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
  const complete = useCallback(
    async (token: string) => {
      await dispatch(signInWithToken(token));
      await dispatch(getUserDetails());
      navigate(returnPath(state), { replace: true });
    },
    [dispatch, navigate, state],
  );
  return { complete, destination: returnPath(state) };
}
