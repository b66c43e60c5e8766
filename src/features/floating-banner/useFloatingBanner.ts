import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMediaQuery } from '../../lib/media/useMediaQuery';
import { sanitizeHtml } from '../../lib/sanitize';
import { useCmsBlocks } from '../cms-block';
import { readBannerContent, type BannerContent } from './bannerContent';

export const FLOATING_BANNER_BLOCK = 'floating_banner';
/** Spec §2: the button bounces every 5 s after a 5 s delay. */
export const BOUNCE_DELAY_MS = 5000;
export const BOUNCE_INTERVAL_MS = 5000;
/** How long one bounce (the CSS animation) lasts. */
export const BOUNCE_DURATION_MS = 1000;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the button is bouncing now: on for one bounce every interval after the delay. */
function useBounce(enabled: boolean): boolean {
  const [isBouncing, setIsBouncing] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    let stop: ReturnType<typeof setTimeout> | undefined;
    const bounce = () => {
      setIsBouncing(true);
      stop = setTimeout(() => setIsBouncing(false), BOUNCE_DURATION_MS);
    };
    const start = setTimeout(() => {
      bounce();
      interval = setInterval(bounce, BOUNCE_INTERVAL_MS);
    }, BOUNCE_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(stop);
      clearInterval(interval);
      setIsBouncing(false);
    };
  }, [enabled]);
  return isBouncing;
}

export interface FloatingBannerState {
  /** Null while loading, when closed, or when the block has no chat link. */
  content: BannerContent | null;
  isBouncing: boolean;
  close(): void;
}

/** Talon for the floating pharmacist consultation banner: shown until closed for this visit. */
export function useFloatingBanner(): FloatingBannerState {
  const { blocks } = useCmsBlocks([FLOATING_BANNER_BLOCK]);
  const [isClosed, setIsClosed] = useState(false);
  const stored = blocks[0]?.content;
  const content = useMemo(() => (stored ? readBannerContent(sanitizeHtml(stored)) : null), [stored]);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const isShown = Boolean(content) && !isClosed;
  const isBouncing = useBounce(isShown && !reducedMotion);
  const close = useCallback(() => setIsClosed(true), []);
  return { content: isShown ? content : null, isBouncing, close };
}
