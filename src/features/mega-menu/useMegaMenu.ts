import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import appActions from '../../lib/store/app/actions';
import { useAppDispatch } from '../../lib/store';
import { GET_VES_MENU, TOP_MENU_ALIAS } from './megaMenu.gql';
import { deriveMenuEntries, type MenuEntry } from './menuEntries';

/** spec §2: the top menu is not loaded on the checkout. */
export const isCheckoutPath = (pathname: string) => pathname === '/checkout' || pathname.startsWith('/checkout/');

/** Talon of the desktop mega menu: its entries and which top-level entry's submenu is open. */
export function useMegaMenu() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const { data } = useQuery(GET_VES_MENU, {
    variables: { alias: TOP_MENU_ALIAS },
    fetchPolicy: 'cache-and-network',
    skip: isCheckoutPath(pathname),
  });
  const entries = useMemo(() => deriveMenuEntries(data?.vesMenu?.items, pathname), [data, pathname]);
  const [openId, setOpenId] = useState<string | null>(null);

  const openSubmenu = useCallback((id: string) => setOpenId(id), []);
  const closeSubmenu = useCallback(() => setOpenId(null), []);

  /** Keyboard: focus leaving the entry (and its submenu) closes it. */
  const handleBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  }, []);

  /** Escape closes the submenu and puts focus back on the top-level link. */
  const handleKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    // Focus first: focusing the top-level link would open the submenu again.
    event.currentTarget.querySelector<HTMLElement>('a, button')?.focus();
    setOpenId(null);
  }, []);

  const handleLinkClick = useCallback(
    (entry: MenuEntry) => {
      setOpenId(null);
      // MagentoRoute shows the category skeleton while the URL resolves.
      if (entry.isCategory) dispatch(appActions.setNextRootComponent('CATEGORY'));
    },
    [dispatch],
  );

  return { entries, openId, openSubmenu, closeSubmenu, handleBlur, handleKeyDown, handleLinkClick };
}
