import { type RootState } from '../types';

export const selectIsSignedIn = (state: RootState) => state.user.isSignedIn;
export const selectCurrentUser = (state: RootState) => state.user.currentUser;
export const selectToken = (state: RootState) => state.user.token;
export const selectIsGettingDetails = (state: RootState) => state.user.isGettingDetails;
export const selectGetDetailsError = (state: RootState) => state.user.getDetailsError;
