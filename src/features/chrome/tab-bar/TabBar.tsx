import { type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CartIcon, GridIcon, HomeIcon, StoreIcon, UserIcon } from '../../../lib/icons';
import { type IconProps } from '../../../lib/icons/Icon';
import styles from './tabBar.module.css';
import { type Tab } from './tabs';
import { useTabBar } from './useTabBar';

const ICONS: Record<Tab['id'], ComponentType<IconProps>> = {
  home: HomeIcon,
  categories: GridIcon,
  cart: CartIcon,
  shop: StoreIcon,
  account: UserIcon,
};

/** The links of the bar, with the cart counter. */
function TabBarNav() {
  const { formatMessage } = useIntl();
  const { tabs, activeId, cartCount, cartBadge } = useTabBar();
  return (
    <nav className={styles.root} aria-label={formatMessage({ id: 'tabBar.label' })}>
      {tabs.map((tab) => {
        const TabIcon = ICONS[tab.id];
        const isActive = tab.id === activeId;
        const showCount = tab.id === 'cart' && cartCount > 0;
        return (
          <Link key={tab.id} to={tab.to} className={isActive ? `${styles.tab} ${styles.active}` : styles.tab} aria-current={isActive ? 'page' : undefined}>
            <span className={styles.icon}>
              <TabIcon size={22} />
              {showCount ? (
                <span className={styles.badge} data-testid="tab-bar-cart-count">
                  {cartBadge}
                </span>
              ) : null}
            </span>
            <span className={styles.label}>
              <FormattedMessage id={tab.labelId} />
            </span>
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * spec §2: the mobile bottom tab bar (CSS shows it under 768 px only), with a spacer in the flow
 * so the fixed bar never covers the end of the page.
 */
export function TabBar({ hidden }: { hidden: boolean }) {
  if (hidden) return null;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <TabBarNav />
    </>
  );
}
