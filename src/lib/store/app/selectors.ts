import { type RootState } from '../types';

export const selectDrawer = (state: RootState) => state.app.drawer;
export const selectIsOverlayShown = (state: RootState) => state.app.overlay;
export const selectIsSearchOpen = (state: RootState) => state.app.searchOpen;
export const selectIsOnline = (state: RootState) => state.app.isOnline;
export const selectIsPageLoading = (state: RootState) => state.app.isPageLoading;
export const selectNextRootComponent = (state: RootState) => state.app.nextRootComponent;
export const selectUnhandledErrors = (state: RootState) => state.app.unhandledErrors;

/** The offline indicator: shown once the shop has been offline and is not back online. */
export const selectShowOfflineIndicator = (state: RootState) => state.app.hasBeenOffline && !state.app.isOnline;
