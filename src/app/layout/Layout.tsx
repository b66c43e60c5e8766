import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RoutesErrorBoundary } from '../../features/error-boundary';
import { FloatingBanner } from '../../features/floating-banner';
import { Footer } from '../../features/footer';
import { PageHeader } from '../../features/header/PageHeader';
import { InstallAppPopup } from '../../features/install-app';
import { MaintenanceGate } from '../../features/maintenance';
import { Mask } from '../../features/overlay';
import { TabBar } from '../../features/tab-bar/TabBar';
import { AppToasts, ToastProvider } from '../../features/toasts';
import { PageLoading } from '../../lib/page/PageLoading';
import { useRouteChrome } from './useRouteChrome';

/** The page frame around every route; the chrome shown follows the matched route's flags. */
export function Layout() {
  const chrome = useRouteChrome();
  return (
    <ToastProvider>
      <MaintenanceGate>
        <div className="shell-page">
          <InstallAppPopup />
          {chrome.hideHeader ? null : <PageHeader chrome={chrome} />}
          <main className="shell-main">
            <RoutesErrorBoundary>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </RoutesErrorBoundary>
          </main>
          {chrome.hideFooter ? null : <Footer />}
          <TabBar hidden={chrome.hideTabBar} />
          <FloatingBanner />
          <Mask />
        </div>
      </MaintenanceGate>
      <AppToasts />
    </ToastProvider>
  );
}
