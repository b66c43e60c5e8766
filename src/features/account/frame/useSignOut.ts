import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../lib/store';

/**
 * Signs the customer out (the sign-out code is loaded only now) and opens the home page. Shared by
 * the header's account menu and the account pages.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const { signOut: signOutThunk } = await import(/* webpackChunkName: "sign-out" */ '../../../lib/store/user/signOut');
      await dispatch(signOutThunk());
      navigate('/');
    } finally {
      setSigningOut(false);
    }
  }, [dispatch, navigate]);
  return { signOut, isSigningOut };
}
