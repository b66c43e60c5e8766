import { defineActions, REQUEST_RECEIVE, type ActionCreator, type AsyncActionPair } from '../actionCreators';
import type { CurrentUser } from './reducer';

export interface UserActions {
  getDetails: AsyncActionPair<void, CurrentUser>;
  resetPassword: AsyncActionPair<void, void>;
  setToken: ActionCreator<string>;
  clearToken: ActionCreator;
  setRedirect: ActionCreator<boolean>;
  /** Asks the auth middleware to check the stored token (dispatched once at store creation). */
  checkSession: ActionCreator;
  reset: ActionCreator;
}

const actions = defineActions<UserActions>(
  'USER',
  { GET_DETAILS: REQUEST_RECEIVE, RESET_PASSWORD: REQUEST_RECEIVE },
  'SET_TOKEN',
  'CLEAR_TOKEN',
  'SET_REDIRECT',
  'CHECK_SESSION',
  'RESET',
);

export default actions;
