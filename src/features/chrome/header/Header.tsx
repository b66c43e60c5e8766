import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AccountMenu } from '../../account/menu/AccountMenu';
import { CartTrigger } from '../../cart/trigger/CartTrigger';
import { CompareLink } from '../../catalog/compare-list/CompareLink';
import { LanguageSwitcher } from '../language-switcher/LanguageSwitcher';
import { MegaMenu } from '../mega-menu/MegaMenu';
import { SearchBar } from '../../search/search-bar/SearchBar';
import { LazySuggestions } from '../../search/autocomplete/LazySuggestions';
import styles from './header.module.css';
import { HeartIcon, StoreIcon } from '../../../lib/icons';
import { Logo } from './Logo';

export interface HeaderProps {
  hideCartTrigger: boolean;
  /** The mega menu is desktop-only. */
  showMegaMenu: boolean;
  /** Above the page mask (while the account popover is open). */
  isRaised?: boolean;
}

/**
 * The full header (spec §2): logo, search, account, store locator, wishlist, cart, and the compare
 * list's count while it holds products (desktop); the mega menu below.
 */
export function Header({ hideCartTrigger, showMegaMenu, isRaised = false }: HeaderProps) {
  const { formatMessage } = useIntl();
  return (
    <header className={isRaised ? `${styles.root} ${styles.raised}` : styles.root}>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Logo />
          <SearchBar className={styles.search} Suggestions={LazySuggestions} compact={!showMegaMenu} />
          <div className={styles.actions}>
            <LanguageSwitcher />
            <AccountMenu />
            <Link to="/store-locator" className={`${styles.iconLink} ${styles.storeLocator}`} aria-label={formatMessage({ id: 'header.storeLocator' })}>
              <StoreIcon size={22} />
            </Link>
            <CompareLink className={styles.iconLink} />
            <Link to="/wishlist" className={styles.iconLink} aria-label={formatMessage({ id: 'header.wishlist' })}>
              <HeartIcon size={22} />
            </Link>
            {hideCartTrigger ? null : <CartTrigger />}
          </div>
        </div>
      </div>
      {showMegaMenu ? <MegaMenu /> : null}
    </header>
  );
}
