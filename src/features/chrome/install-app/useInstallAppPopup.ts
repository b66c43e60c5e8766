import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useIsMobile } from '../../../lib/media/useMediaQuery';
import { BrowserPersistence } from '../../../lib/persistence/BrowserPersistence';
import { StorageKeys } from '../../../lib/persistence/keys';
import { useBottomOverlay } from '../../../lib/ui/bottomOverlays';
import { useBottomRoom } from '../../../lib/ui/useBottomRoom';
import { useRouteChrome } from '../../../app/layout/useRouteChrome';
import { removeShellInstallOffer } from './shellInstallOffer';

/** The browser's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let sharedPersistence: BrowserPersistence | undefined;
const defaultPersistence = () => (sharedPersistence ??= new BrowserPersistence());

export interface InstallAppPopupState {
  isShown: boolean;
  /** The page keeps room at its end for the popup's bar. */
  roomRef: RefObject<HTMLElement | null>;
  /** The browser offers installing the app (beforeinstallprompt fired). */
  canInstall: boolean;
  close(): void;
  install(): Promise<void>;
}

/**
 * Talon for the install-app popup: shown at mobile width, but not at the checkout, until closed
 * once; closing stores installAppPopupHide so it does not come back. Offers the browser's own
 * install prompt. It waits while a more important overlay has the bottom of the screen
 * (src/lib/ui/bottomOverlays.ts). It takes over from the static shell's copy of the offer
 * (./shellInstallOffer.ts).
 */
export function useInstallAppPopup(persistence: BrowserPersistence = defaultPersistence()): InstallAppPopupState {
  const isMobile = useIsMobile();
  const [isHidden, setIsHidden] = useState(() => Boolean(persistence.getItem(StorageKeys.installAppPopupHide)));
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onBeforeInstall = (event: Event) => {
      event.preventDefault(); // keep the browser's mini-infobar; the popup offers it instead
      setInstallEvent(event as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onBeforeInstall);
    return () => window.removeEventListener('beforeinstallprompt', onBeforeInstall);
  }, []);

  const close = useCallback(() => {
    persistence.setItem(StorageKeys.installAppPopupHide, true);
    setIsHidden(true);
  }, [persistence]);

  const install = useCallback(async () => {
    if (!installEvent) return;
    await installEvent.prompt();
    setInstallEvent(null);
    close();
  }, [close, installEvent]);

  // The checkout keeps the shopper's attention on the order.
  const { checkoutHeader } = useRouteChrome();
  const isShown = useBottomOverlay('installPrompt', isMobile && !isHidden && !checkoutHeader);
  const roomRef = useBottomRoom<HTMLElement>(isShown);
  // In the commit that draws this offer (before the paint), the shell's copy goes: never two, never a gap.
  useLayoutEffect(() => {
    if (isShown || isHidden || checkoutHeader) removeShellInstallOffer();
  }, [isShown, isHidden, checkoutHeader]);

  return { isShown, roomRef, canInstall: installEvent !== null, close, install };
}
