import { handleActions } from 'redux-actions';
import { type FluxAction as Action } from '../actionCreators';
import { parseRecord, type BrowserPersistence } from '../../persistence/BrowserPersistence';
import { StorageKeys } from '../../persistence/keys';
import actions from './actions';

export interface CurrentUser {
  email: string;
  firstname: string;
  lastname: string;
}

export interface UserState {
  currentUser: CurrentUser;
  token: string | null;
  isSignedIn: boolean;
  isRedirect: boolean;
  isGettingDetails: boolean;
  getDetailsError: Error | null;
  isResettingPassword: boolean;
  resetPasswordError: Error | null;
}

export const initialUserState: UserState = {
  currentUser: { email: '', firstname: '', lastname: '' },
  token: null,
  isSignedIn: false,
  isRedirect: false,
  isGettingDetails: false,
  getDetailsError: null,
  isResettingPassword: false,
  resetPasswordError: null,
};

/**
 * Signed in at load iff a sign-in token is stored. The raw record is read so an expired
 * token is left for the auth middleware, which signs the user out properly.
 */
export function loadUserState(persistence: BrowserPersistence): UserState {
  const record = parseRecord(persistence.getRawItem(StorageKeys.signinToken));
  let token: string | null = null;
  try {
    token = record ? (JSON.parse(record.value) as string) : null;
  } catch {
    token = null;
  }
  return { ...initialUserState, token, isSignedIn: Boolean(token) };
}

export default handleActions<UserState, any>(
  {
    [String(actions.setToken)]: (state, { payload }: Action<string>) => ({ ...state, isSignedIn: true, token: payload }),
    [String(actions.clearToken)]: (state) => ({ ...state, isSignedIn: false, token: null }),
    [String(actions.setRedirect)]: (state, { payload }: Action<boolean>) => ({ ...state, isRedirect: Boolean(payload) }),
    [String(actions.getDetails.request)]: (state) => ({ ...state, isGettingDetails: true, getDetailsError: null }),
    [String(actions.getDetails.receive)]: (state, { payload, error }: Action<CurrentUser | Error>) =>
      error
        ? { ...state, isGettingDetails: false, getDetailsError: payload as Error }
        : { ...state, isGettingDetails: false, getDetailsError: null, currentUser: payload as CurrentUser },
    [String(actions.resetPassword.request)]: (state) => ({ ...state, isResettingPassword: true }),
    [String(actions.resetPassword.receive)]: (state, { payload, error }: Action<Error | undefined>) => ({
      ...state,
      isResettingPassword: false,
      resetPasswordError: error ? (payload as Error) : null,
    }),
    [String(actions.reset)]: () => initialUserState,
  },
  initialUserState,
);
