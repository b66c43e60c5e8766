import { type Middleware } from 'redux';
import { isRecordExpired, parseRecord, type BrowserPersistence } from '../../persistence/BrowserPersistence';
import { StorageKeys } from '../../persistence/keys';
import { type AppDispatch, type RootState } from '../types';
import userActions from '../user/actions';
import { onTokenRefused } from '../../session/tokenRefusals';

export interface AuthMiddlewareOptions {
  persistence: BrowserPersistence;
  /** Reloads the page after a session expired (window.location.reload by default). */
  reload?: () => void;
  now?: () => number;
}

/** How often an open session is checked against its expiry, besides the timer (spec §9). */
export const SESSION_CHECK_INTERVAL_MS = 1000;

/** How long the "session expired" notice waits for the page to show it (it survives the reload). */
export const SESSION_EXPIRED_NOTICE_TTL = 300;

const SET_TOKEN = String(userActions.setToken);
const CLEAR_TOKEN = String(userActions.clearToken);
const CHECK_SESSION = String(userActions.checkSession);

/**
 * Ends expired sessions. At `checkSession` (store creation) a stored token past its ttl signs the
 * user out; while signed in, a timer at expiry and a check every second sign out and reload, and so
 * does the server refusing the token (lib/session/tokenRefusals), whatever the local clock says.
 * Clearing the token clears both timers. Each ending stores a notice for the toasts to announce.
 */
export function createAuthMiddleware({
  persistence,
  reload = () => window.location.reload(),
  now = Date.now,
}: AuthMiddlewareOptions): Middleware<object, RootState> {
  return (api) => {
    const dispatch = api.dispatch as AppDispatch;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    let expiring = false;

    const clearTimers = () => {
      clearTimeout(timeout);
      clearInterval(interval);
      timeout = undefined;
      interval = undefined;
    };

    const storedSession = () => parseRecord(persistence.getRawItem(StorageKeys.signinToken));

    /** Leaves the notice the toasts show (useAppToasts, once signed out). */
    const leaveNotice = () => persistence.setItem(StorageKeys.sessionExpired, true, SESSION_EXPIRED_NOTICE_TTL);

    /** Signs out (the thunk is loaded only now). */
    const signOutNow = async () => {
      const { signOut } = await import(/* webpackChunkName: "sign-out" */ '../user/signOut');
      await dispatch(signOut());
    };

    const expire = async () => {
      if (expiring) return;
      expiring = true;
      clearTimers();
      try {
        await signOutNow();
        // Left only now: this page, about to reload, must not show it (and use it up) first.
        leaveNotice();
        reload();
      } finally {
        expiring = false;
      }
    };

    const schedule = () => {
      clearTimers();
      const record = storedSession();
      if (!record) return;
      if (isRecordExpired(record, now())) {
        void expire();
        return;
      }
      if (typeof record.ttl !== 'number' || record.ttl <= 0) return;
      const expiresAt = record.timeStored + record.ttl * 1000;
      // The timer alone can fire late after the device slept: the interval catches that.
      timeout = setTimeout(() => void expire(), Math.max(0, expiresAt - now()) + 1);
      interval = setInterval(() => {
        if (now() > expiresAt) void expire();
      }, SESSION_CHECK_INTERVAL_MS);
    };

    // The server refused the stored token (revoked or expired on its side): end the session now.
    onTokenRefused(() => {
      if (storedSession()) void expire();
    });

    return (next) => (action) => {
      const { type } = action as { type: string };
      if (type === CHECK_SESSION) {
        const record = storedSession();
        // Expired while the shop was closed: sign out without a reload; this page shows the notice.
        if (record && isRecordExpired(record, now())) {
          leaveNotice();
          void signOutNow();
        }
        else schedule();
        return next(action);
      }
      const result = next(action);
      if (type === SET_TOKEN) schedule();
      if (type === CLEAR_TOKEN) clearTimers();
      return result;
    };
  };
}
