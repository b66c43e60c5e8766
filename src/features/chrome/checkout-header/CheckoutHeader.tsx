import { Logo } from '../header/Logo';
import styles from './checkoutHeader.module.css';

/** spec §2: the checkout shows only a minimal orange header bar with the logo. */
export function CheckoutHeader() {
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <Logo />
      </div>
    </header>
  );
}
