import { handleActions } from 'redux-actions';
import { type FluxAction as Action } from '../actionCreators';
import { type ErrorRecord } from '../middleware/errorRecord';
import actions from './actions';

export interface AppState {
  /** The open drawer ('cart', 'nav', ...) or null. */
  drawer: string | null;
  hasBeenOffline: boolean;
  isOnline: boolean;
  isPageLoading: boolean;
  /** The page mask: shown whenever a drawer is open. */
  overlay: boolean;
  searchOpen: boolean;
  nextRootComponent: string | null;
  unhandledErrors: ErrorRecord[];
}

export const initialAppState: AppState = {
  drawer: null,
  hasBeenOffline: false,
  isOnline: true,
  isPageLoading: false,
  overlay: false,
  searchOpen: false,
  nextRootComponent: null,
  unhandledErrors: [],
};

/** The interface state at load: online as the browser reports. */
export function loadAppState(isOnline: boolean = globalThis.navigator?.onLine ?? true): AppState {
  return { ...initialAppState, isOnline, hasBeenOffline: !isOnline };
}

const withDrawer = (state: AppState, drawer: string | null): AppState => ({ ...state, drawer, overlay: drawer !== null });

export default handleActions<AppState, any>(
  {
    [String(actions.toggleDrawer)]: (state, { payload }: Action<string | null>) =>
      withDrawer(state, payload && state.drawer !== payload ? payload : null),
    [String(actions.toggleSearch)]: (state) => ({ ...state, searchOpen: !state.searchOpen }),
    [String(actions.setOnline)]: (state) => ({ ...state, isOnline: true }),
    [String(actions.setOffline)]: (state) => ({ ...state, isOnline: false, hasBeenOffline: true }),
    [String(actions.setPageLoading)]: (state, { payload }: Action<boolean>) => ({ ...state, isPageLoading: Boolean(payload) }),
    [String(actions.setNextRootComponent)]: (state, { payload }: Action<string | null>) => ({
      ...state,
      nextRootComponent: payload ?? null,
    }),
    [String(actions.addUnhandledError)]: (state, { payload }: Action<ErrorRecord>) => ({
      ...state,
      unhandledErrors: [...state.unhandledErrors, payload],
    }),
    [String(actions.markErrorHandled)]: (state, { payload }: Action<string>) => ({
      ...state,
      unhandledErrors: state.unhandledErrors.filter((record) => record.id !== payload),
    }),
  },
  initialAppState,
);
