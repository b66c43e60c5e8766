import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { InternalError } from '../../lib/page/InternalError';
import { NotFound } from '../../lib/page/NotFound';
import { PageLoading } from '../../lib/page/PageLoading';
import { CategorySkeleton } from '../../features/catalog/category-page/CategorySkeleton';
import { RootComponent } from './RootComponent';
import { useMagentoRoute } from './useMagentoRoute';

/** The catch-all route (spec §2 fallback outcomes): every path the routes table does not know. */
export function MagentoRoute() {
  const state = useMagentoRoute();
  switch (state.kind) {
    case 'loading':
      return <PageLoading skeleton={state.isCategory ? <CategorySkeleton /> : undefined} />;
    case 'redirect':
      return <Navigate to={state.to} replace />;
    case 'notFound':
      return <NotFound />;
    case 'internalError':
      return <InternalError />;
    case 'page':
      return (
        <Suspense fallback={<PageLoading skeleton={state.page.type === 'CATEGORY' ? <CategorySkeleton /> : undefined} />}>
          <RootComponent page={state.page} />
        </Suspense>
      );
  }
}
