import { useCallback, useEffect, useState } from 'react';
import { useNearViewport } from '../../../lib/ui/useNearViewport';
import { reportVideoError } from './videoErrors';

/**
 * Talon: when the player may load (once its box comes near the viewport) and whether it failed.
 * A src the storefront does not play, or a file the browser cannot play, fails: the
 * `pagebuilder:video-error` event goes out once and the component shows a message instead.
 */
export function useVideoPlayer(src: string | null, supported: boolean) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    if (src && !supported) reportVideoError(src, 'unsupported');
  }, [src, supported]);

  const onPlaybackError = useCallback(() => {
    if (!src) return;
    setFailedSrc(src);
    reportVideoError(src, 'playback');
  }, [src]);

  return { ref, load: near, failed: !supported || (src !== null && failedSrc === src), onPlaybackError };
}
