import { useLocation } from 'react-router-dom';
import { badgeText } from '../../cart/trigger/badgeText';
import { useCartCount } from '../../cart/trigger/useCartCount';
import { activeTabId, TABS } from './tabs';

/** Talon of the mobile bottom tab bar: its tabs, the active one, and the cart counter. */
export function useTabBar() {
  const { pathname } = useLocation();
  const count = useCartCount();
  return { tabs: TABS, activeId: activeTabId(pathname), cartCount: count, cartBadge: badgeText(count) };
}
