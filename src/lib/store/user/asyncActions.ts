import { SIGNIN_TOKEN_TTL, StorageKeys } from '../../persistence/keys';
import { asHandled, toError } from '../actionCreators';
import { type AppThunk } from '../types';
import actions from './actions';
import { type CurrentUser } from './reducer';
import { SIGNED_IN_CUSTOMER } from './userDetails.gql';

/** Stores the token for an hour and marks the user signed in. */
export const setToken =
  (token: string): AppThunk =>
  async (dispatch, _getState, { persistence }) => {
    persistence.setItem(StorageKeys.signinToken, token, SIGNIN_TOKEN_TTL);
    dispatch(actions.setToken(token));
  };

export const clearToken =
  (): AppThunk =>
  async (dispatch, _getState, { persistence }) => {
    persistence.removeItem(StorageKeys.signinToken);
    dispatch(actions.clearToken());
  };

/** Fetches the customer's name and email with the spec's customer details query; does nothing for a guest. */
export const getUserDetails =
  (): AppThunk =>
  async (dispatch, getState, { apolloClient }) => {
    if (!getState().user.isSignedIn) return;
    dispatch(actions.getDetails.request());
    try {
      const { data } = await apolloClient.query({ query: SIGNED_IN_CUSTOMER, fetchPolicy: 'network-only' });
      const customer = data?.customer;
      if (!customer) throw new Error('Unable to fetch customer details');
      const currentUser: CurrentUser = { email: customer.email ?? '', firstname: customer.firstname ?? '', lastname: customer.lastname ?? '' };
      dispatch(actions.getDetails.receive(currentUser));
    } catch (error) {
      // The error lives in user state; the account pages show it.
      dispatch(asHandled(actions.getDetails.receive(toError(error))));
    }
  };

/** No server call is made: the request just resolves. */
export const resetPassword =
  ({ email }: { email: string }): AppThunk =>
  async (dispatch) => {
    dispatch(actions.resetPassword.request());
    await Promise.resolve(email);
    dispatch(actions.resetPassword.receive());
  };
