import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_AREAS, isAreaActive } from './accountAreas';
import styles from './accountNav.module.css';
import { useSignOut } from './useSignOut';

/**
 * The account's areas and Sign Out: a sidebar beside every account page from 768 px, and the list a
 * phone navigates by on the dashboard.
 */
export function AccountNav({ variant }: { variant: 'sidebar' | 'list' }) {
  const { pathname } = useLocation();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <nav className={styles[variant]} aria-labelledby={`account-nav-${variant}`}>
      <h2 id={`account-nav-${variant}`} className={styles.heading}>
        <FormattedMessage id="accountNav.heading" />
      </h2>
      <ul className={styles.list}>
        {ACCOUNT_AREAS.map((area) => {
          const current = isAreaActive(area, pathname);
          return (
            <li key={area.path}>
              <Link className={styles.link} to={area.path} aria-current={current ? 'page' : undefined}>
                <FormattedMessage id={area.labelId} />
              </Link>
            </li>
          );
        })}
        <li>
          <button type="button" className={styles.link} onClick={() => void signOut()} disabled={isSigningOut} aria-busy={isSigningOut}>
            <FormattedMessage id="accountMenu.signOut" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
