import { matchRoutes } from 'react-router-dom';
import { PAGES } from '../../__generated__/pages';
import { isRoutePage, type CataloguePage, type CatalogueRouteType, type PageModule, type RoutePage } from './definePage';

/*
 * Which page answers a URL, from the one list of page modules. React-free (the router's matching
 * only), so the server plans a first paint with the ranking the browser's router uses.
 */

/** The routes table (spec §2): every page that answers paths of its own. */
export const ROUTE_PAGES: readonly RoutePage[] = (PAGES as readonly PageModule[]).filter(isRoutePage);

const routeObjects = ROUTE_PAGES.flatMap((page) => page.paths.map((path) => ({ path, handle: page })));

export interface RouteMatch {
  page: RoutePage;
  params: Readonly<Record<string, string | undefined>>;
}

/** The routes-table page for a path, ranked as the router ranks them; null for a catalogue URL. */
export function findRoutePage(pathname: string): RouteMatch | null {
  const match = matchRoutes(routeObjects, pathname)?.[0];
  return match ? { page: match.route.handle, params: match.params } : null;
}

/** The page MagentoRoute shows for a route type. */
export function cataloguePage<Type extends CatalogueRouteType>(type: Type): CataloguePage<Type> {
  const page = (PAGES as readonly PageModule[]).find((candidate) => !isRoutePage(candidate) && candidate.routeType === type);
  if (!page) throw new Error(`No page module for route type ${type}`);
  return page as unknown as CataloguePage<Type>;
}
