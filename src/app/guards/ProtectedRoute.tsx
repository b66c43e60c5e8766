import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useIsSignedIn } from './useIsSignedIn';

/** Where the page a signed-out visitor was sent away from is kept (router location state). */
export interface FromState {
  from: string;
}

export const SIGN_IN_PATH = '/sign-in';

/**
 * spec §2 protected-route wrapper: a signed-out visitor is sent to `redirectTo` (default /)
 * with the pathname they came from as state, so sign-in can send them back.
 */
export function ProtectedRoute({ redirectTo = '/', children }: { redirectTo?: string; children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  const { pathname } = useLocation();
  if (isSignedIn) return <>{children}</>;
  const state: FromState = { from: pathname };
  return <Navigate to={redirectTo} replace state={state} />;
}

/** Routes marked auth in the routes table: signed-out visitors go to /sign-in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  return <ProtectedRoute redirectTo={SIGN_IN_PATH}>{children}</ProtectedRoute>;
}
