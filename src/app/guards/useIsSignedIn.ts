import { useSelector } from 'react-redux';
import { selectIsSignedIn } from '../../lib/store/user/selectors';

/** Whether a customer is signed in (the user slice: a stored sign-in token exists). */
export function useIsSignedIn(): boolean {
  return useSelector(selectIsSignedIn);
}
