import { matchRoutes, useLocation } from 'react-router-dom';
import { routes, type AppRoute, type ChromeFlags } from '../routes';

/** What the page chrome (header, footer, tab bar, mobile top bar) needs to know about the page. */
export interface RouteChrome extends Required<ChromeFlags> {
  /** The routes-table entry shown, or null for a catalogue URL (MagentoRoute). */
  route: AppRoute | null;
  /** i18n id of the mobile top bar's title; null when the page names itself (catalogue pages). */
  mobileTitleId: string | null;
  /** The home page shows the full header on mobile too. */
  isHome: boolean;
}

/** The paths of the home page: the only page whose mobile view keeps the full header. */
const HOME_PATHS = ['/', '/home'];

const routeObjects = routes.map((route) => ({ path: route.path, handle: route }));

/** The route table entry for a path, ranked as the router ranks them. */
export function findAppRoute(pathname: string): AppRoute | null {
  const matches = matchRoutes(routeObjects, pathname);
  return (matches?.[0]?.route.handle as AppRoute | undefined) ?? null;
}

/** The chrome flags of a path: its route's flags, plus no tab bar on .html pages (spec §2). */
export function chromeForPath(pathname: string): RouteChrome {
  const route = findAppRoute(pathname);
  const flags = route?.chrome ?? {};
  return {
    route,
    hideHeader: Boolean(flags.hideHeader),
    hideFooter: Boolean(flags.hideFooter),
    hideTabBar: Boolean(flags.hideTabBar) || pathname.endsWith('.html'),
    checkoutHeader: Boolean(flags.checkoutHeader),
    hideCartTrigger: Boolean(flags.hideCartTrigger),
    // The checkout keeps the shopper's attention on the order.
    hideFloatingBanner: Boolean(flags.hideFloatingBanner) || Boolean(flags.checkoutHeader),
    mobileTitleId: route ? (route.mobileTitleId ?? route.titleId) : null,
    isHome: route ? HOME_PATHS.includes(route.path) : false,
  };
}

/** Talon for the layout: the chrome of the current page. */
export function useRouteChrome(): RouteChrome {
  return chromeForPath(useLocation().pathname);
}
