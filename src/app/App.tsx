import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Route, Routes } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { routes } from './routes';

/** The page frame (same classes as the static shell in template.html) around the routed page. */
export function App() {
  const { formatMessage } = useIntl();
  return (
    <div className="shell-page">
      <header className="shell-header">
        <div className="shell-header-inner">
          <Link to="/">
            <img src="/logo.svg" alt={formatMessage({ id: 'header.logoAlt' })} width={134} height={32} />
          </Link>
        </div>
      </header>
      <main className="shell-main">
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {routes.map(({ path, component: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </main>
      <footer className="shell-footer">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </footer>
    </div>
  );
}
