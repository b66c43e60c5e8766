import { useEffect, useSyncExternalStore } from 'react';
import { useIsMobile } from '../media/useMediaQuery';

/**
 * A phone's screen has room for one overlay along its bottom edge; piled up they cover each other
 * and the page. The most important first: the answers to the shopper's own tap (the product-added
 * banner, in the place of the bar they tapped, then toasts, which go within seconds and may carry
 * the next step, "View comparison": behind the buy bar it could not be reached), the product
 * page's buy bar, the listing's Filter button, the install-app prompt, then the pharmacist banner.
 */
export const BOTTOM_OVERLAYS = ['productAdded', 'toasts', 'buyBar', 'filter', 'installPrompt', 'floatingBanner'] as const;

export type BottomOverlay = (typeof BOTTOM_OVERLAYS)[number];

/** The one overlay that shows among those that want to, or null when none does. */
export function shownBottomOverlay(wanting: Iterable<BottomOverlay>): BottomOverlay | null {
  const present = new Set(wanting);
  return BOTTOM_OVERLAYS.find((overlay) => present.has(overlay)) ?? null;
}

// Who wants the bottom now (a count per kind: two mounted copies of one kind count apart).
const wanting = new Map<BottomOverlay, number>();
const listeners = new Set<() => void>();
let shown: BottomOverlay | null = null;

function update(): void {
  const next = shownBottomOverlay(wanting.keys());
  if (next === shown) return;
  shown = next;
  // For the CSS of a participant without a talon of its own (the buy bar hides for the product-added banner).
  if (next) document.documentElement.dataset.bottomOverlay = next;
  else delete document.documentElement.dataset.bottomOverlay;
  listeners.forEach((listener) => listener());
}

function want(overlay: BottomOverlay): () => void {
  wanting.set(overlay, (wanting.get(overlay) ?? 0) + 1);
  update();
  return () => {
    const left = (wanting.get(overlay) ?? 1) - 1;
    if (left > 0) wanting.set(overlay, left);
    else wanting.delete(overlay);
    update();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Talon helper for an overlay at the bottom of the screen: whether it may show now. On a phone only
 * the most important of those that want to show does; wider screens place each elsewhere.
 */
export function useBottomOverlay(overlay: BottomOverlay, wants: boolean): boolean {
  const isMobile = useIsMobile();
  const claims = wants && isMobile;
  useEffect(() => (claims ? want(overlay) : undefined), [overlay, claims]);
  const current = useSyncExternalStore(subscribe, () => shown, () => null);
  return wants && (!isMobile || current === overlay);
}
