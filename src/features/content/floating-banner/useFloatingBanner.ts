import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useIsMobile, useMediaQuery } from '../../../lib/media/useMediaQuery';
import { sanitizeHtml } from '../../../lib/sanitize';
import { useBottomOverlay } from '../../../lib/ui/bottomOverlays';
import { useBottomRoom } from '../../../lib/ui/useBottomRoom';
import { useCmsBlocks } from '../../../pagebuilder/ContentTypes/Block/useCmsBlocks';
import { closeFloatingBanner } from './bannerDismissal';
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
  /** Null while loading, when the block has no chat link, or while another overlay has a phone's bottom edge. */
  content: BannerContent | null;
  isBouncing: boolean;
  /** On a phone the banner is a bar at the bottom: the page keeps room for it at its end. */
  roomRef: RefObject<HTMLElement | null>;
  close(): void;
}

/**
 * Talon for the open floating pharmacist consultation banner (FloatingBanner leaves it out once
 * closed): a tab in the page's right gutter on wider screens; on a phone a bar at the bottom, shown
 * when no more important overlay needs that edge (src/lib/ui/bottomOverlays.ts).
 */
export function useFloatingBanner(): FloatingBannerState {
  const { blocks } = useCmsBlocks([FLOATING_BANNER_BLOCK]);
  const stored = blocks[0]?.content;
  const content = useMemo(() => (stored ? readBannerContent(sanitizeHtml(stored)) : null), [stored]);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const isShown = useBottomOverlay('floatingBanner', Boolean(content));
  const isMobile = useIsMobile();
  const roomRef = useBottomRoom<HTMLElement>(isShown && isMobile);
  const isBouncing = useBounce(isShown && !reducedMotion);
  return { content: isShown ? content : null, isBouncing, roomRef, close: closeFloatingBanner };
}
