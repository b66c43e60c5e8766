import { useCallback } from 'react';

/** Talon of the share button: the device's share sheet (Web Share API) where there is one; no button otherwise. */
export function useShare() {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = useCallback(async (data: ShareData) => {
    try {
      await navigator.share(data);
    } catch {
      // The shopper closed the sheet, or the browser refused: nothing to tell them.
    }
  }, []);
  return { canShare, share };
}
