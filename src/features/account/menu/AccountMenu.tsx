import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { UserIcon } from '../../../lib/icons';
import styles from './accountMenu.module.css';
import { useAccountMenu } from './useAccountMenu';

type Talon = ReturnType<typeof useAccountMenu>;

/** The signed-in customer's links and Sign Out. */
function SignedInMenu({ firstname, handleClose, handleSignOut }: Pick<Talon, 'firstname' | 'handleClose' | 'handleSignOut'>) {
  return (
    <>
      <p className={styles.greeting}>
        {firstname ? <FormattedMessage id="accountMenu.greeting" values={{ name: firstname }} /> : <FormattedMessage id="accountMenu.greetingAnonymous" />}
      </p>
      <ul className={styles.list}>
        <li>
          <Link className={styles.item} to="/customer/account" onClick={handleClose}>
            <FormattedMessage id="accountMenu.myAccount" />
          </Link>
        </li>
        <li>
          <Link className={styles.item} to="/order-history" onClick={handleClose}>
            <FormattedMessage id="accountMenu.orderHistory" />
          </Link>
        </li>
        <li>
          <Link className={styles.item} to="/wishlist" onClick={handleClose}>
            <FormattedMessage id="accountMenu.wishlist" />
          </Link>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => void handleSignOut()}>
            <FormattedMessage id="accountMenu.signOut" />
          </button>
        </li>
      </ul>
    </>
  );
}

/** A guest's way in: Sign In and Create an Account. */
function SignedOutMenu({ handleClose }: Pick<Talon, 'handleClose'>) {
  return (
    <ul className={styles.list}>
      <li>
        <Link className={styles.primary} to="/sign-in" onClick={handleClose}>
          <FormattedMessage id="accountMenu.signIn" />
        </Link>
      </li>
      <li>
        <Link className={styles.item} to="/create-account" onClick={handleClose}>
          <FormattedMessage id="accountMenu.createAccount" />
        </Link>
      </li>
    </ul>
  );
}

/** The header's account trigger and its popover (hidden at 640 px or less: the tab bar has My account). */
export function AccountMenu() {
  const { formatMessage } = useIntl();
  const talon = useAccountMenu();
  const menuId = useId();
  return (
    <div ref={talon.rootRef} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={formatMessage({ id: 'accountMenu.trigger' })}
        aria-expanded={talon.isOpen}
        aria-controls={menuId}
        onClick={talon.handleToggle}
      >
        <UserIcon size={22} />
      </button>
      {talon.isOpen ? (
        <div id={menuId} className={styles.popover} role="region" aria-label={formatMessage({ id: 'accountMenu.trigger' })}>
          {talon.isSignedIn ? <SignedInMenu {...talon} /> : <SignedOutMenu {...talon} />}
        </div>
      ) : null}
    </div>
  );
}
