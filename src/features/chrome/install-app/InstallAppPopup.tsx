import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../../lib/icons';
import styles from './installApp.module.css';
import { useInstallAppPopup } from './useInstallAppPopup';

/** The mobile prompt to install the shop as an app. */
export function InstallAppPopup() {
  const { formatMessage } = useIntl();
  const { isShown, roomRef, canInstall, close, install } = useInstallAppPopup();
  if (!isShown) return null;
  return (
    <section ref={roomRef} className={styles.root} aria-labelledby="install-app-title">
      <img className={styles.icon} src="/favicon.svg" alt="" width={40} height={40} />
      <div className={styles.body}>
        <h2 id="install-app-title" className={styles.title}>
          <FormattedMessage id="installApp.title" />
        </h2>
        <p className={styles.text}>
          <FormattedMessage id="installApp.text" />
        </p>
      </div>
      {canInstall ? (
        <button type="button" className={styles.install} onClick={() => void install()}>
          <FormattedMessage id="installApp.install" />
        </button>
      ) : null}
      <button type="button" className={styles.close} onClick={close} aria-label={formatMessage({ id: 'installApp.close' })}>
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
