import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { CloseIcon } from '../../../lib/icons';
import { densitySrcSet, resizedImageUrl } from '../../../lib/images/resizedImageUrl';
import { useFloatingBannerClosed } from './bannerDismissal';
import styles from './floatingBanner.module.css';
import { useFloatingBanner } from './useFloatingBanner';

/** spec §9: the chat banner image is 90x130 (drawn smaller in the tab: it keeps to the page's gutter). */
const BANNER_WIDTH = 90;
const BANNER_HEIGHT = 130;

/** The health check's pages: the banner does not offer the check there. */
const HEALTH_CHECK_PATH = '/healthcheck';

/** The floating pharmacist consultation until the shopper closes it (for good: the closing is stored). */
export function FloatingBanner() {
  return useFloatingBannerClosed() ? null : <OpenFloatingBanner />;
}

/** Opens the chat in a new tab and offers the free health check; the shopper can close it. */
function OpenFloatingBanner() {
  const { formatMessage } = useIntl();
  const { pathname } = useLocation();
  const { content, isBouncing, roomRef, close } = useFloatingBanner();
  if (!content) return null;
  const offersHealthCheck = pathname !== HEALTH_CHECK_PATH && !pathname.startsWith(`${HEALTH_CHECK_PATH}/`);
  return (
    <div className={styles.dock}>
      <aside ref={roomRef} className={styles.root} aria-label={formatMessage({ id: 'floatingBanner.label' })}>
        <a
          className={`${styles.chat} ${isBouncing ? styles.bouncing : ''}`}
          href={content.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={formatMessage({ id: 'floatingBanner.chat' })}
          data-bouncing={isBouncing || undefined}
        >
          {content.imageSrc ? (
            <img
              className={styles.image}
              src={resizedImageUrl(content.imageSrc, { width: BANNER_WIDTH, height: BANNER_HEIGHT })}
              srcSet={densitySrcSet(content.imageSrc, BANNER_WIDTH, BANNER_HEIGHT)}
              alt={content.imageAlt}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
            />
          ) : null}
          {/* Named on a phone's bar, where there is room for words. */}
          <span className={styles.chatText}>
            <FormattedMessage id="floatingBanner.chatShort" />
          </span>
        </a>
        {offersHealthCheck ? (
          <Link to={HEALTH_CHECK_PATH} className={styles.healthCheck}>
            <FormattedMessage id="floatingBanner.healthCheck" />
          </Link>
        ) : null}
        <button type="button" className={styles.close} onClick={close} aria-label={formatMessage({ id: 'floatingBanner.close' })}>
          <CloseIcon size={14} strokeWidth={3} />
        </button>
      </aside>
    </div>
  );
}
