import { useCallback } from 'react';
import appActions from '../../../lib/store/app/actions';
import { selectIsOverlayShown } from '../../../lib/store/app/selectors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';

/** Talon for the page mask: shown whenever a drawer is open; a click closes the drawer. */
export function useMask() {
  const dispatch = useAppDispatch();
  const isActive = useAppSelector(selectIsOverlayShown);
  const close = useCallback(() => dispatch(appActions.toggleDrawer(null)), [dispatch]);
  return { isActive, close };
}
