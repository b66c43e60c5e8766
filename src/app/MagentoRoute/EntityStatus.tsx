import { type ReactNode } from 'react';
import { InternalError } from '../../lib/page/InternalError';
import { NotFound } from '../../lib/page/NotFound';
import { PageLoading } from '../../lib/page/PageLoading';
import { type EntityState } from './entityState';

/** Renders the loading, error and not-found states of a root page; `children` renders the entity. */
export function EntityStatus<T>({
  state,
  skeleton,
  children,
}: {
  state: EntityState<T>;
  skeleton?: ReactNode;
  children: (entity: T) => ReactNode;
}) {
  switch (state.status) {
    case 'loading':
      return <PageLoading skeleton={skeleton} />;
    case 'error':
      return <InternalError />;
    case 'notFound':
      return <NotFound />;
    default:
      return <>{children(state)}</>;
  }
}
