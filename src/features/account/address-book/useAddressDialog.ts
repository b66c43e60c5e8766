import { useCallback, useEffect, useState } from 'react';
import { useIsMobile } from '../../../lib/media/useMediaQuery';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { toggleDrawer } from '../../../lib/store/app/asyncActions';
import { selectDrawer } from '../../../lib/store/app/selectors';
import { type AddressBookEntry } from './addressValues';

/** The app's drawer slot the address form uses (the page mask shows behind it, a click on it closes). */
export const ADDRESS_FORM_DRAWER = 'address-form';

/**
 * Talon of the add / edit dialog: which address it edits (null: a new one), open while the app's
 * drawer is this one. The whole screen on phones, a side panel from 768 px.
 */
export function useAddressDialog() {
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const isOpen = useAppSelector(selectDrawer) === ADDRESS_FORM_DRAWER;
  const [address, setAddress] = useState<AddressBookEntry | null>(null);

  const open = useCallback(
    (target: AddressBookEntry | null) => {
      setAddress(target);
      if (!isOpen) void dispatch(toggleDrawer(ADDRESS_FORM_DRAWER));
    },
    [dispatch, isOpen],
  );
  const close = useCallback(() => {
    if (isOpen) void dispatch(toggleDrawer(ADDRESS_FORM_DRAWER));
  }, [dispatch, isOpen]);

  // Leaving the page with the dialog open closes it.
  useEffect(
    () => () => {
      void dispatch((innerDispatch, getState) => {
        if (selectDrawer(getState()) === ADDRESS_FORM_DRAWER) void innerDispatch(toggleDrawer(ADDRESS_FORM_DRAWER));
      });
    },
    [dispatch],
  );

  return { isOpen, address, open, close, variant: isMobile ? ('fullScreen' as const) : ('side' as const) };
}

export type AddressDialogTalon = ReturnType<typeof useAddressDialog>;
