import { useLocation } from 'react-router-dom';
import { chromeForPath, type RouteChrome } from './routeChrome';

export type { RouteChrome } from './routeChrome';

/** Talon for the layout: the chrome of the current page. */
export function useRouteChrome(): RouteChrome {
  return chromeForPath(useLocation().pathname);
}
