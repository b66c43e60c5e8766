import { FormattedMessage, useIntl } from 'react-intl';
import styles from './installApp.module.css';
import { useInstallAppPopup } from './useInstallAppPopup';

/** The mobile prompt to install the shop as an app. */
export function InstallAppPopup() {
  const { formatMessage } = useIntl();
  const { isShown, canInstall, close, install } = useInstallAppPopup();
  if (!isShown) return null;
  return (
    <section className={styles.root} aria-labelledby="install-app-title">
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
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M18 6L6 18M6 6l12 12" />
        </svg>
      </button>
    </section>
  );
}
