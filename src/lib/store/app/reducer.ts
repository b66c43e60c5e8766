import { type ErrorRecord } from '../middleware/errorRecord';
import { on, sliceReducer } from '../sliceReducer';
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

export default sliceReducer<AppState>(
  initialAppState,
  on(actions.toggleDrawer, (state, { payload }) => withDrawer(state, payload && state.drawer !== payload ? payload : null)),
  on(actions.toggleSearch, (state) => ({ ...state, searchOpen: !state.searchOpen })),
  on(actions.setOnline, (state) => ({ ...state, isOnline: true })),
  on(actions.setOffline, (state) => ({ ...state, isOnline: false, hasBeenOffline: true })),
  on(actions.setPageLoading, (state, { payload }) => ({ ...state, isPageLoading: Boolean(payload) })),
  on(actions.setNextRootComponent, (state, { payload }) => ({ ...state, nextRootComponent: payload ?? null })),
  on(actions.addUnhandledError, (state, { payload }) => ({ ...state, unhandledErrors: [...state.unhandledErrors, payload] })),
  on(actions.markErrorHandled, (state, { payload }) => ({
    ...state,
    unhandledErrors: state.unhandledErrors.filter((record) => record.id !== payload),
  })),
);
