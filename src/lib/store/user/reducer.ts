import { parseRecord, type BrowserPersistence } from '../../persistence/BrowserPersistence';
import { StorageKeys } from '../../persistence/keys';
import { on, sliceReducer } from '../sliceReducer';
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

export default sliceReducer<UserState>(
  initialUserState,
  on(actions.setToken, (state, { payload }) => ({ ...state, isSignedIn: true, token: payload })),
  on(actions.clearToken, (state) => ({ ...state, isSignedIn: false, token: null })),
  on(actions.setRedirect, (state, { payload }) => ({ ...state, isRedirect: Boolean(payload) })),
  on(actions.getDetails.request, (state) => ({ ...state, isGettingDetails: true, getDetailsError: null })),
  on(actions.getDetails.receive, (state, { payload }) =>
    payload instanceof Error
      ? { ...state, isGettingDetails: false, getDetailsError: payload }
      : { ...state, isGettingDetails: false, getDetailsError: null, currentUser: payload },
  ),
  on(actions.resetPassword.request, (state) => ({ ...state, isResettingPassword: true })),
  on(actions.resetPassword.receive, (state, { payload }) => ({
    ...state,
    isResettingPassword: false,
    resetPasswordError: payload instanceof Error ? payload : null,
  })),
  on(actions.reset, () => initialUserState),
);
