import { useIntl } from 'react-intl';
import { CloseIcon } from '../../lib/icons';
import { densitySrcSet, resizedImageUrl } from '../../lib/images/resizedImageUrl';
import styles from './floatingBanner.module.css';
import { useFloatingBanner } from './useFloatingBanner';

/** spec §9: the chat banner image is 90x130. */
const BANNER_WIDTH = 90;
const BANNER_HEIGHT = 130;

/** The floating pharmacist consultation: opens the chat in a new tab; the shopper can close it. */
export function FloatingBanner() {
  const { formatMessage } = useIntl();
  const { content, isBouncing, close } = useFloatingBanner();
  if (!content) return null;
  return (
    <aside className={styles.root} aria-label={formatMessage({ id: 'floatingBanner.label' })}>
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
            src={resizedImageUrl(content.imageSrc, { width: BANNER_WIDTH, height: BANNER_HEIGHT })}
            srcSet={densitySrcSet(content.imageSrc, BANNER_WIDTH, BANNER_HEIGHT)}
            alt={content.imageAlt}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
          />
        ) : null}
      </a>
      <button type="button" className={styles.close} onClick={close} aria-label={formatMessage({ id: 'floatingBanner.close' })}>
        <CloseIcon size={14} strokeWidth={3} />
      </button>
    </aside>
  );
}
