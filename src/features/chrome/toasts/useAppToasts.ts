import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { appPersistence } from '../../../lib/persistence/appPersistence';
import { StorageKeys } from '../../../lib/persistence/keys';
import appActions from '../../../lib/store/app/actions';
import { selectUnhandledErrors } from '../../../lib/store/app/selectors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useNetworkStatus } from './useNetworkStatus';
import { useToasts } from './useToasts';

/** Spec §9: online/offline toasts stay 3 s, the unexpected-error toast 15 s. */
export const CONNECTIVITY_TOAST_TIMEOUT = 3000;
export const UNEXPECTED_ERROR_TOAST_TIMEOUT = 15000;
/** The session-expired warning: the spec's default toast timeout. */
export const SESSION_EXPIRED_TOAST_TIMEOUT = 5000;

/**
 * Talon for the app-wide toasts: offline and back-online notices (once the shop has been
 * offline), one unexpected-error toast per unhandled error (dismissing it marks it handled), and
 * the notice that a session expired (left in storage by the auth middleware, across its reload).
 */
export function useAppToasts(): void {
  useNetworkStatus();
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const dispatch = useAppDispatch();
  const isOnline = useAppSelector((state) => state.app.isOnline);
  const hasBeenOffline = useAppSelector((state) => state.app.hasBeenOffline);
  const unhandledErrors = useAppSelector(selectUnhandledErrors);
  const shownErrors = useRef(new Set<string>());
  /** The connectivity last announced, so a re-render (e.g. the locale arriving) does not repeat it. */
  const announced = useRef<boolean | null>(null);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);

  useEffect(() => {
    const persistence = appPersistence();
    if (isSignedIn || !persistence.getItem(StorageKeys.sessionExpired)) return;
    persistence.removeItem(StorageKeys.sessionExpired);
    addToast({ type: 'warning', message: formatMessage({ id: 'app.sessionExpired' }), dismissable: true, timeout: SESSION_EXPIRED_TOAST_TIMEOUT });
  }, [addToast, formatMessage, isSignedIn]);

  useEffect(() => {
    if (!hasBeenOffline || announced.current === isOnline) return;
    announced.current = isOnline;
    addToast(
      isOnline
        ? { type: 'info', message: formatMessage({ id: 'app.online' }), timeout: CONNECTIVITY_TOAST_TIMEOUT }
        : { type: 'error', message: formatMessage({ id: 'app.offline' }), timeout: CONNECTIVITY_TOAST_TIMEOUT },
    );
  }, [addToast, formatMessage, hasBeenOffline, isOnline]);

  useEffect(() => {
    for (const { id, actionType } of unhandledErrors) {
      if (shownErrors.current.has(id)) continue;
      shownErrors.current.add(id);
      addToast({
        type: 'error',
        message: `${formatMessage({ id: 'app.unexpectedError' })}\n${formatMessage({ id: 'app.errorDebug' }, { id, source: actionType })}`,
        timeout: UNEXPECTED_ERROR_TOAST_TIMEOUT,
        dismissable: true,
        onDismiss: (remove) => {
          dispatch(appActions.markErrorHandled(id));
          remove();
        },
      });
    }
  }, [addToast, dispatch, formatMessage, unhandledErrors]);
}
