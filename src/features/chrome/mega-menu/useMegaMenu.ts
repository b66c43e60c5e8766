import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import appActions from '../../../lib/store/app/actions';
import { useAppDispatch } from '../../../lib/store';
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
  // Set when the keyboard opened a submenu: its first link takes the focus once it is rendered.
  const [focusFirstLink, setFocusFirstLink] = useState(false);

  const openSubmenu = useCallback((id: string) => setOpenId(id), []);
  const closeSubmenu = useCallback(() => setOpenId(null), []);
  /**
   * The chevron button: Enter or Space toggles the submenu (focus alone never opens it: 60 Tab stops
   * otherwise). A mouse click only opens: hovering has already opened it.
   */
  const toggleSubmenu = useCallback((id: string, event: MouseEvent) => {
    const byKeyboard = event.detail === 0;
    setOpenId((current) => (byKeyboard && current === id ? null : id));
  }, []);
  const firstLinkFocused = useCallback(() => setFocusFirstLink(false), []);

  /** Keyboard: focus leaving the entry (and its submenu) closes it. */
  const handleBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  }, []);

  /**
   * Escape closes the submenu and puts focus back on the top-level link; ArrowDown on the top-level
   * row opens the submenu and moves into it.
   */
  const handleKeyDown = useCallback((id: string, event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.currentTarget.querySelector<HTMLElement>('a, button')?.focus();
      setOpenId(null);
    } else if (event.key === 'ArrowDown' && (event.target as HTMLElement).closest('[data-menu-row]')) {
      event.preventDefault();
      setOpenId(id);
      setFocusFirstLink(true);
    }
  }, []);

  const handleLinkClick = useCallback(
    (entry: MenuEntry) => {
      setOpenId(null);
      // MagentoRoute shows the category skeleton while the URL resolves.
      if (entry.isCategory) dispatch(appActions.setNextRootComponent('CATEGORY'));
    },
    [dispatch],
  );

  return { entries, openId, openSubmenu, closeSubmenu, toggleSubmenu, focusFirstLink, firstLinkFocused, handleBlur, handleKeyDown, handleLinkClick };
}
