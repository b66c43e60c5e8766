import { useAppSelector } from '../../lib/store';
import { selectIsSignedIn } from '../../lib/store/user/selectors';

/** Whether a customer is signed in (the user slice: a stored sign-in token exists). */
export function useIsSignedIn(): boolean {
  return useAppSelector(selectIsSignedIn);
}
