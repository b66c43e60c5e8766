import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useEnsureCart } from '../../features/cart/state/useEnsureCart';
import { RoutesErrorBoundary } from '../../features/chrome/error-boundary';
import { PageHeader } from '../../features/chrome/header/PageHeader';
import { MaintenanceGate } from '../../features/chrome/maintenance';
import { Mask } from '../../features/chrome/overlay';
import { TabBar } from '../../features/chrome/tab-bar/TabBar';
import { AppToasts, ToastProvider } from '../../features/chrome/toasts';
import { useIsMobile } from '../../lib/media/useMediaQuery';
import { PageLoading } from '../../lib/page/PageLoading';
import { useAppSelector } from '../../lib/store';
import { selectLastAdded } from '../../lib/store/cart/selectors';
import { FloatingBanner, Footer, InstallAppPopup, ProductAddedBanner } from './lazyChrome';
import { createPageShown, ShownSignal, WhenIdle, WhenPageShown } from './Deferred';
import styles from './layout.module.css';
import { useOverlayRoom } from './useOverlayRoom';
import { useRouteChrome } from './useRouteChrome';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';
import { MAIN_CONTENT_ID } from '../../features/chrome/header/SkipLink';

/** The page frame around every route; the chrome shown follows the matched route's flags. */
export function Layout() {
  const chrome = useRouteChrome();
  useOverlayRoom(chrome);
  useScrollToTopOnNavigate();
  useEnsureCart();
  const hasAddedToCart = useAppSelector(selectLastAdded) !== null;
  const isMobile = useIsMobile();
  // The footer waits for the first route to be on the page, and for the page to have loaded.
  const [pageShown] = useState(createPageShown);
  return (
    <ToastProvider>
      <MaintenanceGate>
        {/* The checkout keeps the shopper's attention on the order: no pharmacist banner there (nor install offer: useInstallAppPopup). */}
        <div className="shell-page">
          {/* The install offer is for phones only: a desktop never loads its code (nor shows the shell's copy). */}
          {isMobile ? (
            <WhenIdle>
              <InstallAppPopup />
            </WhenIdle>
          ) : null}
          {chrome.hideHeader ? null : <PageHeader chrome={chrome} />}
          <main className="shell-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
            <RoutesErrorBoundary>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
                <ShownSignal pageShown={pageShown} />
              </Suspense>
            </RoutesErrorBoundary>
            {/* The pharmacist banner ends <main>: its tab sticks in main's gutter and stops above the footer. */}
            {chrome.hideFloatingBanner ? null : (
              <WhenIdle>
                <FloatingBanner />
              </WhenIdle>
            )}
          </main>
          {chrome.hideFooter ? null : (
            <WhenPageShown pageShown={pageShown}>
              {/* Under the page, so never before interaction: its chunk (newsletter form, sanitizer) waits for the page to load. */}
              <WhenIdle>
                <Footer />
              </WhenIdle>
            </WhenPageShown>
          )}
          <TabBar hidden={chrome.hideTabBar} />
          <div className={styles.bottomRoom} aria-hidden="true" />
          {hasAddedToCart ? (
            <Suspense fallback={null}>
              <ProductAddedBanner />
            </Suspense>
          ) : null}
          <Mask />
        </div>
      </MaintenanceGate>
      <AppToasts />
    </ToastProvider>
  );
}
