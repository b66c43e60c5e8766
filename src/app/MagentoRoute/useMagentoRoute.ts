import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import appActions from '../../lib/store/app/actions';
import { selectNextRootComponent } from '../../lib/store/app/selectors';
import { RESOLVE_URL } from './magentoRoute.gql';
import { routeStateOf, type RouteState } from './routeState';

/** Talon of the catch-all route: resolves the current path with route(url). */
export function useMagentoRoute(): RouteState {
  const { pathname } = useLocation();
  const nextRootComponent = useAppSelector(selectNextRootComponent);
  const dispatch = useAppDispatch();
  const { data, loading, error } = useQuery(RESOLVE_URL, { variables: { url: pathname }, fetchPolicy: 'cache-and-network' });
  const state = routeStateOf({ pathname, data, loading, error, nextRootComponent });
  const settled = state.kind !== 'loading';

  // The promised page type only shapes this navigation's skeleton.
  useEffect(() => {
    if (settled && nextRootComponent) dispatch(appActions.setNextRootComponent(null));
  }, [settled, nextRootComponent, dispatch]);

  return state;
}
