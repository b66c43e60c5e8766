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
  // A promise chain, not async/await: the build targets old browsers, and every page's header carries this.
  const signOut = useCallback((): Promise<void> => {
    setSigningOut(true);
    const done = () => setSigningOut(false);
    return import(/* webpackChunkName: "sign-out" */ '../../../lib/store/user/signOut')
      .then(({ signOut: signOutThunk }) => dispatch(signOutThunk()))
      .then(
        () => {
          navigate('/');
          done();
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
  }, [dispatch, navigate]);
  return { signOut, isSigningOut };
}
