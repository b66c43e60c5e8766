import { useIntl } from 'react-intl';
import { boxProps } from '../../shared/boxProps';
import { type VideoProps } from './aggregate';
import { useVideoPlayer } from './useVideoPlayer';
import styles from './video.module.css';
import { embedUrl, providerName, type VideoSource } from './videoSource';

interface PlayerProps {
  source: VideoSource;
  autoplay: boolean;
  onPlaybackError(): void;
}

/** The player itself: a video element for a file, the provider's embed for YouTube and Vimeo. */
function Player({ source, autoplay, onPlaybackError }: PlayerProps) {
  const { formatMessage } = useIntl();
  if (source.provider === 'file') {
    return <video className={styles.player} src={source.url} controls preload="metadata" playsInline autoPlay={autoplay} muted={autoplay} onError={onPlaybackError} />;
  }
  return (
    <iframe
      className={styles.player}
      src={embedUrl(source, autoplay)}
      title={formatMessage({ id: 'pageBuilder.video.title' }, { provider: providerName(source) })}
      loading="lazy"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** A YouTube, Vimeo or file video in a 16:9 box, loaded only as it comes near the viewport. */
export function Video({ src, source, autoplay, inner, wrapper, ...common }: VideoProps) {
  const { formatMessage } = useIntl();
  const { ref, load, failed, onPlaybackError } = useVideoPlayer(src, source !== null);
  if (!src) return null;
  return (
    <div {...boxProps(common, styles.video)}>
      <div {...boxProps(inner, styles.inner)}>
        <div {...boxProps(wrapper, styles.wrapper)}>
          <div ref={ref} className={styles.frame}>
            {failed || !source ? (
              <p className={styles.message}>{formatMessage({ id: 'pageBuilder.video.unavailable' })}</p>
            ) : load ? (
              <Player source={source} autoplay={autoplay} onPlaybackError={onPlaybackError} />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
