import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useEnsureCart } from '../../features/cart/useEnsureCart';
import { RoutesErrorBoundary } from '../../features/error-boundary';
import { PageHeader } from '../../features/header/PageHeader';
import { MaintenanceGate } from '../../features/maintenance';
import { Mask } from '../../features/overlay';
import { TabBar } from '../../features/tab-bar/TabBar';
import { AppToasts, ToastProvider } from '../../features/toasts';
import { PageLoading } from '../../lib/page/PageLoading';
import { FloatingBanner, Footer, InstallAppPopup } from './lazyChrome';
import { useRouteChrome } from './useRouteChrome';

/** The page frame around every route; the chrome shown follows the matched route's flags. */
export function Layout() {
  const chrome = useRouteChrome();
  useEnsureCart();
  return (
    <ToastProvider>
      <MaintenanceGate>
        <div className="shell-page">
          <Suspense fallback={null}>
            <InstallAppPopup />
          </Suspense>
          {chrome.hideHeader ? null : <PageHeader chrome={chrome} />}
          <main className="shell-main">
            <RoutesErrorBoundary>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </RoutesErrorBoundary>
          </main>
          <Suspense fallback={null}>{chrome.hideFooter ? null : <Footer />}</Suspense>
          <TabBar hidden={chrome.hideTabBar} />
          <Suspense fallback={null}>
            <FloatingBanner />
          </Suspense>
          <Mask />
        </div>
      </MaintenanceGate>
      <AppToasts />
    </ToastProvider>
  );
}
