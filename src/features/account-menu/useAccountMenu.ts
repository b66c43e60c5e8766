import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toggleDrawer } from '../../lib/store/app/asyncActions';
import { selectDrawer } from '../../lib/store/app/selectors';
import { selectCurrentUser, selectIsSignedIn } from '../../lib/store/user/selectors';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { useDismiss } from '../../lib/drawer/useDismiss';

export const ACCOUNT_DRAWER = 'account';

/** Talon of the account menu: a popover toggled by its trigger (app drawer 'account'). */
export function useAccountMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const currentUser = useAppSelector(selectCurrentUser);
  const isOpen = useAppSelector(selectDrawer) === ACCOUNT_DRAWER;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const insideRefs = useMemo(() => [rootRef], []);

  const handleToggle = useCallback(() => void dispatch(toggleDrawer(ACCOUNT_DRAWER)), [dispatch]);
  const handleClose = useCallback(() => {
    if (isOpen) void dispatch(toggleDrawer(ACCOUNT_DRAWER));
  }, [dispatch, isOpen]);
  useDismiss({ active: isOpen, onDismiss: handleClose, insideRefs });

  const handleSignOut = useCallback(async () => {
    handleClose();
    const { signOut } = await import(/* webpackChunkName: "sign-out" */ '../../lib/store/user/signOut');
    await dispatch(signOut());
    navigate('/');
  }, [dispatch, handleClose, navigate]);

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
