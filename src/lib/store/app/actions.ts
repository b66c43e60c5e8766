import { defineActions, type ActionCreator } from '../actionCreators';
import { type ErrorRecord } from '../middleware/errorRecord';

export interface AppActions {
  toggleDrawer: ActionCreator<string | null>;
  toggleSearch: ActionCreator;
  setOnline: ActionCreator;
  setOffline: ActionCreator;
  setPageLoading: ActionCreator<boolean>;
  setNextRootComponent: ActionCreator<string | null>;
  /** Recorded by the error-handling middleware. */
  addUnhandledError: ActionCreator<ErrorRecord>;
  /** Payload: the record's id. */
  markErrorHandled: ActionCreator<string>;
}

const actions = defineActions<AppActions>(
  'APP',
  {},
  'TOGGLE_DRAWER',
  'TOGGLE_SEARCH',
  'SET_ONLINE',
  'SET_OFFLINE',
  'SET_PAGE_LOADING',
  'SET_NEXT_ROOT_COMPONENT',
  'ADD_UNHANDLED_ERROR',
  'MARK_ERROR_HANDLED',
);

export default actions;
