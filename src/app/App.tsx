import { Route, Routes } from 'react-router-dom';
import { RequireSignIn } from './guards/ProtectedRoute';
import { Layout } from './layout/Layout';
import { MagentoRoute } from './MagentoRoute/MagentoRoute';
import { type RoutePage } from './pages/definePage';
import { ROUTE_PAGES } from './pages/findPage';
import { pageComponent } from './pages/pageComponent';
import { RouteTitle } from './RouteTitle';

/** A routes-table page: titled from its declaration, behind the sign-in guard when it asks for one. */
function RoutePageElement({ page }: { page: RoutePage }) {
  const Page = pageComponent(page);
  const element = (
    <>
      <RouteTitle titleId={page.titleId} />
      <Page titleId={page.titleId} introId={page.introId} />
    </>
  );
  return page.auth ? <RequireSignIn>{element}</RequireSignIn> : element;
}

/** The routes table inside the layout; every other path is a catalogue URL for MagentoRoute. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTE_PAGES.flatMap((page) => page.paths.map((path) => <Route key={path} path={path} element={<RoutePageElement page={page} />} />))}
        <Route path="*" element={<MagentoRoute />} />
      </Route>
    </Routes>
  );
}
