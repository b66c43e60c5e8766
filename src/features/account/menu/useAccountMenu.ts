import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toggleDrawer } from '../../../lib/store/app/asyncActions';
import { selectDrawer } from '../../../lib/store/app/selectors';
import { selectCurrentUser, selectIsSignedIn } from '../../../lib/store/user/selectors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useDismiss } from '../../../lib/drawer/useDismiss';
import { useSignOut } from '../frame/useSignOut';

export const ACCOUNT_DRAWER = 'account';

/** Talon of the account menu: a popover toggled by its trigger (app drawer 'account'). */
export function useAccountMenu() {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const currentUser = useAppSelector(selectCurrentUser);
  const needsDetails = useAppSelector((state) => state.user.isSignedIn && !state.user.currentUser.email && !state.user.isGettingDetails && !state.user.getDetailsError);
  // After a reload only the token is stored: the greeting's name is asked for once (the code that
  // asks loads only then: a guest never needs it).
  useEffect(() => {
    if (!needsDetails) return;
    void import(/* webpackChunkName: "user-details" */ '../../../lib/store/user/asyncActions').then(({ getUserDetails }) => dispatch(getUserDetails()));
  }, [dispatch, needsDetails]);
  const isOpen = useAppSelector(selectDrawer) === ACCOUNT_DRAWER;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const insideRefs = useMemo(() => [rootRef], []);

  const handleToggle = useCallback(() => void dispatch(toggleDrawer(ACCOUNT_DRAWER)), [dispatch]);
  const handleClose = useCallback(() => {
    if (isOpen) void dispatch(toggleDrawer(ACCOUNT_DRAWER));
  }, [dispatch, isOpen]);
  useDismiss({ active: isOpen, onDismiss: handleClose, insideRefs });

  const { signOut } = useSignOut();
  const handleSignOut = useCallback(() => {
    handleClose();
    return signOut();
  }, [handleClose, signOut]);

  return {
    rootRef,
    isOpen,
    isSignedIn,
    firstname: currentUser?.firstname || null,
    handleToggle,
    handleClose,
    handleSignOut,
  };
}
