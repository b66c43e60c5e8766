import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsMobile } from '../../../lib/media/useMediaQuery';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { toggleDrawer } from '../../../lib/store/app/asyncActions';
import { selectDrawer } from '../../../lib/store/app/selectors';
import { type AddedItems } from '../../../lib/store/cart/reducer';
import { cartLines } from '../../../lib/store/cart/cartDetails';
import { selectLastAdded } from '../../../lib/store/cart/selectors';
import { useBottomOverlay } from '../../../lib/ui/bottomOverlays';
import { useBottomRoom } from '../../../lib/ui/useBottomRoom';
import { useCartDetails } from '../state/useCartDetails';
import { CART_DRAWER } from '../trigger/useCartTrigger';
import { addedSummary, type AddedSummary } from './addedProducts';

export interface ProductAddedBannerState {
  summary: AddedSummary | null;
  /** The page keeps room at its end for the banner while it shows. */
  roomRef: RefObject<HTMLDivElement | null>;
  handleClose(): void;
}

/**
 * Talon of what follows a successful add: on a phone a banner says what was added (until it is
 * closed or the shopper goes to another page), first among the overlays at the bottom of the
 * screen (src/lib/ui/bottomOverlays.ts); on a wider screen the mini cart opens instead.
 */
export function useProductAddedBanner(): ProductAddedBannerState {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const lastAdded = useAppSelector(selectLastAdded);
  const lines = cartLines(useCartDetails());
  const drawer = useAppSelector(selectDrawer);
  const [shown, setShown] = useState<{ added: AddedItems; pathname: string } | null>(null);
  const handled = useRef<AddedItems | null>(null);

  // Reacts once to each add (the store holds a new object per add).
  useEffect(() => {
    if (!lastAdded || handled.current === lastAdded) return;
    handled.current = lastAdded;
    if (isMobile) setShown({ added: lastAdded, pathname });
    else if (drawer !== CART_DRAWER) void dispatch(toggleDrawer(CART_DRAWER));
  }, [lastAdded, isMobile, drawer, pathname, dispatch]);

  const handleClose = useCallback(() => setShown(null), []);
  const visible = useBottomOverlay('productAdded', shown !== null && shown.pathname === pathname && shown.added === lastAdded);
  const roomRef = useBottomRoom<HTMLDivElement>(visible);
  return { summary: visible && shown ? addedSummary(shown.added, lines) : null, roomRef, handleClose };
}
