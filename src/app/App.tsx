import { Route, Routes } from 'react-router-dom';
import { RequireSignIn } from './guards/ProtectedRoute';
import { Layout } from './layout/Layout';
import { MagentoRoute } from './MagentoRoute/MagentoRoute';
import { RouteTitle } from './RouteTitle';
import { routes } from './routes';

/** The routes table inside the layout; every other path is a catalogue URL for MagentoRoute. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map(({ path, component: Page, titleId, auth }) => {
          const page = (
            <>
              <RouteTitle titleId={titleId} />
              <Page titleId={titleId} />
            </>
          );
          return <Route key={path} path={path} element={auth ? <RequireSignIn>{page}</RequireSignIn> : page} />;
        })}
        <Route path="*" element={<MagentoRoute />} />
      </Route>
    </Routes>
  );
}
