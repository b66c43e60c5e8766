import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { toggleDrawer } from '../../../lib/store/app/asyncActions';
import { selectDrawer } from '../../../lib/store/app/selectors';
import { editLineDrawer } from './editLineDrawer';

/** Talon of a cart line's Edit button: opens that line's Edit dialog (the page shows it, EditLineDialog). */
export function useEditLineButton(lineUid: string) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectDrawer) === editLineDrawer(lineUid);
  const open = useCallback(() => {
    if (!isOpen) void dispatch(toggleDrawer(editLineDrawer(lineUid)));
  }, [dispatch, isOpen, lineUid]);
  return { isOpen, open };
}
