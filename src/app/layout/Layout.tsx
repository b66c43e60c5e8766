import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useEnsureCart } from '../../features/cart/useEnsureCart';
import { RoutesErrorBoundary } from '../../features/error-boundary';
import { PageHeader } from '../../features/header/PageHeader';
import { MaintenanceGate } from '../../features/maintenance';
import { Mask } from '../../features/overlay';
import { TabBar } from '../../features/tab-bar/TabBar';
import { AppToasts, ToastProvider } from '../../features/toasts';
import { useIsMobile } from '../../lib/media/useMediaQuery';
import { PageLoading } from '../../lib/page/PageLoading';
import { useAppSelector } from '../../lib/store';
import { selectLastAdded } from '../../lib/store/cart/selectors';
import { FloatingBanner, Footer, InstallAppPopup, ProductAddedBanner } from './lazyChrome';
import { createPageShown, ShownSignal, WhenIdle, WhenNearViewport } from './Deferred';
import { useRouteChrome } from './useRouteChrome';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';

/** The page frame around every route; the chrome shown follows the matched route's flags. */
export function Layout() {
  const chrome = useRouteChrome();
  useScrollToTopOnNavigate();
  useEnsureCart();
  const hasAddedToCart = useAppSelector(selectLastAdded) !== null;
  const isMobile = useIsMobile();
  // The footer waits for the first route to be on the page (until then everything looks "near").
  const [pageShown] = useState(createPageShown);
  return (
    <ToastProvider>
      <MaintenanceGate>
        {/* The checkout keeps the shopper's attention on the order: no install offer or pharmacist banner there. */}
        <div className="shell-page">
          {/* The install offer is for phones only: a desktop never loads its code. */}
          {chrome.checkoutHeader || !isMobile ? null : (
            <WhenIdle>
              <InstallAppPopup />
            </WhenIdle>
          )}
          {chrome.hideHeader ? null : <PageHeader chrome={chrome} />}
          <main className="shell-main">
            <RoutesErrorBoundary>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
                <ShownSignal pageShown={pageShown} />
              </Suspense>
            </RoutesErrorBoundary>
          </main>
          {chrome.hideFooter ? null : (
            <WhenNearViewport pageShown={pageShown}>
              <Footer />
            </WhenNearViewport>
          )}
          <TabBar hidden={chrome.hideTabBar} />
          {chrome.checkoutHeader ? null : (
            <WhenIdle>
              <FloatingBanner />
            </WhenIdle>
          )}
          {hasAddedToCart ? (
            <Suspense fallback={null}>
              <ProductAddedBanner aboveTabBar={!chrome.hideTabBar} />
            </Suspense>
          ) : null}
          <Mask />
        </div>
      </MaintenanceGate>
      <AppToasts />
    </ToastProvider>
  );
}
