import { useIsMobile } from '../../../lib/media/useMediaQuery';
import { selectDrawer } from '../../../lib/store/app/selectors';
import { useAppSelector } from '../../../lib/store';
import { ACCOUNT_DRAWER } from '../../account/menu/useAccountMenu';
import { type HeaderChrome } from './chrome';

export type HeaderKind = 'checkout' | 'mobileTopBar' | 'full';

/** Which header a page shows: checkout's bar, the mobile top bar (under 768 px, not home) or the full one. */
export function headerKind(chrome: HeaderChrome, isMobile: boolean): HeaderKind {
  if (chrome.checkoutHeader) return 'checkout';
  if (isMobile && !chrome.isHome) return 'mobileTopBar';
  return 'full';
}

/** Talon of the page header. */
export function usePageHeader(chrome: HeaderChrome) {
  const isMobile = useIsMobile();
  // The account popover lives in the header: the header rises above the page mask while it is open.
  const isRaised = useAppSelector(selectDrawer) === ACCOUNT_DRAWER;
  return { kind: headerKind(chrome, isMobile), isMobile, isRaised };
}
