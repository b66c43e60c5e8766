import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageHeader } from '../../features/header/PageHeader';
import { TabBar } from '../../features/tab-bar/TabBar';
import { PageLoading } from '../../lib/page/PageLoading';
import { ShellFooter } from './ShellFooter';
import { useRouteChrome } from './useRouteChrome';

/** The page frame around every route; the chrome shown follows the matched route's flags. */
export function Layout() {
  const chrome = useRouteChrome();
  return (
    <div className="shell-page">
      {chrome.hideHeader ? null : <PageHeader chrome={chrome} />}
      <main className="shell-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {chrome.hideFooter ? null : <ShellFooter />}
      <TabBar hidden={chrome.hideTabBar} />
    </div>
  );
}
