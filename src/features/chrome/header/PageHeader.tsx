import { CheckoutHeader } from '../checkout-header/CheckoutHeader';
import { MobileTopBar } from '../mobile-top-bar/MobileTopBar';
import { type HeaderChrome } from './chrome';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { usePageHeader } from './usePageHeader';

/** The header bar chosen by the route's flags and the viewport. */
function HeaderBar({ chrome }: { chrome: HeaderChrome }) {
  const { kind, isMobile, isRaised } = usePageHeader(chrome);
  if (kind === 'checkout') return <CheckoutHeader />;
  if (kind === 'mobileTopBar') return <MobileTopBar titleId={chrome.mobileTitleId} hideCartTrigger={chrome.hideCartTrigger} />;
  return <Header hideCartTrigger={chrome.hideCartTrigger} showMegaMenu={!isMobile} isRaised={isRaised} />;
}

/** The header part of the page chrome: the skip link first, then the header bar. */
export function PageHeader({ chrome }: { chrome: HeaderChrome }) {
  return (
    <>
      <SkipLink />
      <HeaderBar chrome={chrome} />
    </>
  );
}
