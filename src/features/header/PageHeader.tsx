import { CheckoutHeader } from '../checkout-header/CheckoutHeader';
import { MobileTopBar } from '../mobile-top-bar/MobileTopBar';
import { type HeaderChrome } from './chrome';
import { Header } from './Header';
import { usePageHeader } from './usePageHeader';

/** The header part of the page chrome, chosen by the route's flags and the viewport. */
export function PageHeader({ chrome }: { chrome: HeaderChrome }) {
  const { kind, isMobile, isRaised } = usePageHeader(chrome);
  if (kind === 'checkout') return <CheckoutHeader />;
  if (kind === 'mobileTopBar') return <MobileTopBar titleId={chrome.mobileTitleId} hideCartTrigger={chrome.hideCartTrigger} />;
  return <Header hideCartTrigger={chrome.hideCartTrigger} showMegaMenu={!isMobile} isRaised={isRaised} />;
}
