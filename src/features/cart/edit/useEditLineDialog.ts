import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIsMobile } from '../../../lib/media/useMediaQuery';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { toggleDrawer } from '../../../lib/store/app/asyncActions';
import { selectDrawer } from '../../../lib/store/app/selectors';
import { type NewCartItem } from '../../../lib/store/cart/itemInput';
import { cartLines } from '../../../lib/store/cart/cartDetails';
import { cartPageLine, type CartPageLineView } from '../cart-page/cartPageLine';
import { useCartDetails } from '../state/useCartDetails';
import { editedLineUid, editLineButtonId, editLineDrawer } from './editLineDrawer';
import { findLine, holds } from './lineChange';

/**
 * Talon of the cart page's Edit dialog: open while the app's drawer is a line's Edit slot, on the
 * line as it was when it opened (it stays while the cart changes under it). When it closes, focus
 * goes back to the line's Edit button, or to the one of the line that replaced it. The whole
 * screen on phones, a side panel from 768 px.
 */
export function useEditLineDialog() {
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const drawer = useAppSelector(selectDrawer);
  const uid = editedLineUid(drawer);
  const items = cartLines(useCartDetails());
  const lines = useMemo(() => items.map(cartPageLine), [items]);

  const [line, setLine] = useState<CartPageLineView | null>(null);
  const wanted = uid === null ? null : line?.uid === uid ? line : (lines.find((candidate) => candidate.uid === uid) ?? null);
  if (wanted !== line) setLine(wanted);

  // The line whose Edit button gets the focus back: the edited one, or what Update made of it.
  const returnTo = useRef<{ uid: string; item: NewCartItem } | null>(null);
  useEffect(() => {
    if (line) returnTo.current = { uid: line.uid, item: line.item };
  }, [line]);
  useEffect(() => {
    if (uid !== null || !returnTo.current) return;
    const target = findLine(lines, returnTo.current.uid, returnTo.current.item);
    // The lines follow the Apollo cache a moment after Update resolves: wait for the line as Update left it.
    if (target && !holds(target, returnTo.current.item)) return;
    returnTo.current = null;
    if (target) document.getElementById(editLineButtonId(target.uid))?.focus();
  }, [uid, lines]);

  const close = useCallback(() => {
    if (uid !== null) void dispatch(toggleDrawer(editLineDrawer(uid)));
  }, [dispatch, uid]);
  const updated = useCallback(
    (item: NewCartItem) => {
      if (returnTo.current) returnTo.current = { ...returnTo.current, item };
      close();
    },
    [close],
  );

  // Leaving the page with the dialog open closes it.
  useEffect(
    () => () => {
      void dispatch((innerDispatch, getState) => {
        const open = editedLineUid(selectDrawer(getState()));
        if (open !== null) void innerDispatch(toggleDrawer(editLineDrawer(open)));
      });
    },
    [dispatch],
  );

  return { line, close, updated, variant: isMobile ? ('fullScreen' as const) : ('side' as const) };
}
