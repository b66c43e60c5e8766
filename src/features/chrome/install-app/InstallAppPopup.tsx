import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../../lib/icons';
import { useInstallAppPopup } from './useInstallAppPopup';

/** The mobile prompt to install the shop as an app (global classes: the static shell draws the same offer, src/styles/installOffer.css). */
export function InstallAppPopup() {
  const { formatMessage } = useIntl();
  const { isShown, roomRef, canInstall, close, install } = useInstallAppPopup();
  if (!isShown) return null;
  return (
    <section ref={roomRef} className="install-offer" aria-labelledby="install-app-title">
      <img className="install-offer-icon" src="/favicon.svg" alt="" width={40} height={40} />
      <div className="install-offer-body">
        <h2 id="install-app-title" className="install-offer-title">
          <FormattedMessage id="installApp.title" />
        </h2>
        <p className="install-offer-text">
          <FormattedMessage id="installApp.text" />
        </p>
      </div>
      {canInstall ? (
        <button type="button" className="install-offer-install" onClick={() => void install()}>
          <FormattedMessage id="installApp.install" />
        </button>
      ) : null}
      <button type="button" className="install-offer-close" onClick={close} aria-label={formatMessage({ id: 'installApp.close' })}>
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
