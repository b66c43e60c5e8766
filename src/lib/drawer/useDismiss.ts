import { useEffect, type RefObject } from 'react';

export interface DismissOptions {
  active: boolean;
  onDismiss: () => void;
  /** With these, a press outside all of them dismisses too (popovers; drawers use their overlay). */
  insideRefs?: ReadonlyArray<RefObject<HTMLElement | null>>;
}

/** Closes a drawer or popover on Escape and, optionally, on a press outside it. */
export function useDismiss({ active, onDismiss, insideRefs }: DismissOptions): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (!insideRefs || !target) return;
      if (!insideRefs.some((ref) => ref.current?.contains(target))) onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [active, onDismiss, insideRefs]);
}
