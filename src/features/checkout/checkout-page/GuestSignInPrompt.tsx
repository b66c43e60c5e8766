import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { type FromState } from '../../../app/guards/ProtectedRoute';
import { useAppSelector } from '../../../lib/store';
import styles from './guestSignInPrompt.module.css';

/** Sign-in brings the shopper back here, their guest cart merged into their account's. */
const BACK_TO_CHECKOUT: FromState = { from: '/checkout' };

/**
 * A guest at checkout is offered to sign in first (as Venia's checkout does): saved addresses
 * and the account's points and credit then fill the steps.
 */
export function GuestSignInPrompt() {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  if (isSignedIn) return null;
  return (
    <aside className={styles.root} aria-labelledby="guest-sign-in-heading">
      <p id="guest-sign-in-heading" className={styles.text}>
        <FormattedMessage id="checkout.guestSignIn.text" />
      </p>
      <Link className={styles.action} to="/sign-in" state={BACK_TO_CHECKOUT}>
        <FormattedMessage id="checkout.guestSignIn.action" />
      </Link>
    </aside>
  );
}
