import { useEffect } from 'react';
import appActions from '../../../lib/store/app/actions';
import { useAppDispatch } from '../../../lib/store';

/** Keeps the app slice's online flag in step with the browser's online/offline events. */
export function useNetworkStatus(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const online = () => dispatch(appActions.setOnline());
    const offline = () => dispatch(appActions.setOffline());
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  }, [dispatch, target]);
}
