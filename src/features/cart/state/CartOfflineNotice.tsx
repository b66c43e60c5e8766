import { FormattedMessage } from 'react-intl';
import styles from './cartOfflineNotice.module.css';

/**
 * Says the shopper is offline on the cart and checkout pages: what they see is the cart as last
 * loaded (`cartKnown`), or nothing yet; either way the page catches up once they are back online.
 */
export function CartOfflineNotice({ cartKnown }: { cartKnown: boolean }) {
  return (
    <p className={styles.notice} role="status">
      <FormattedMessage id={cartKnown ? 'cartTotals.offlineKnown' : 'cartTotals.offlineUnknown'} />
    </p>
  );
}
