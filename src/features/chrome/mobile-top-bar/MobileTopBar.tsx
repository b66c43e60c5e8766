import { useIntl } from 'react-intl';
import { CartTrigger } from '../../cart/trigger/CartTrigger';
import { BackIcon, CloseIcon } from '../../../lib/icons';
import styles from './mobileTopBar.module.css';
import { useMobileTopBar, type MobileTopBarOptions } from './useMobileTopBar';

/** spec §2: under 768 px every page but home shows this bar instead of the full header. */
export function MobileTopBar(props: MobileTopBarOptions) {
  const { formatMessage } = useIntl();
  const { title, isClose, showCart, handleBack } = useMobileTopBar(props);
  return (
    <header className={styles.root}>
      <button
        type="button"
        className={styles.back}
        onClick={handleBack}
        aria-label={formatMessage({ id: isClose ? 'mobileTopBar.close' : 'mobileTopBar.back' })}
      >
        {isClose ? <CloseIcon size={22} /> : <BackIcon size={24} />}
      </button>
      {/* Not a heading: the page below has its own h1. */}
      <p className={styles.title}>{title}</p>
      <div className={styles.end}>{showCart ? <CartTrigger /> : null}</div>
    </header>
  );
}
