/*
 * A page's chrome, from its path alone: React-free, so the server's static shell (the install offer's
 * place over the tab bar) and the layout read the same answer.
 */
import { type ChromeFlags, type RoutePage } from '../pages/definePage';
import { findRoutePage } from '../pages/findPage';

/** What the page chrome (header, footer, tab bar, mobile top bar) needs to know about the page. */
export interface RouteChrome extends Required<ChromeFlags> {
  /** The routes-table page shown, or null for a catalogue URL (MagentoRoute). */
  page: RoutePage | null;
  /** i18n id of the mobile top bar's title; null when the page names itself (catalogue pages). */
  mobileTitleId: string | null;
  /** The home page shows the full header on mobile too. */
  isHome: boolean;
}

/** The home page's path: the only page whose mobile view keeps the full header. */
const HOME_PATH = '/';

/** The chrome flags of a path: its route's flags, plus no tab bar on .html pages (spec §2). */
export function chromeForPath(pathname: string): RouteChrome {
  const page = findRoutePage(pathname)?.page ?? null;
  const flags = page?.chrome ?? {};
  return {
    page,
    hideHeader: Boolean(flags.hideHeader),
    hideFooter: Boolean(flags.hideFooter),
    hideTabBar: Boolean(flags.hideTabBar) || pathname.endsWith('.html'),
    checkoutHeader: Boolean(flags.checkoutHeader),
    hideCartTrigger: Boolean(flags.hideCartTrigger),
    // The checkout keeps the shopper's attention on the order.
    hideFloatingBanner: Boolean(flags.hideFloatingBanner) || Boolean(flags.checkoutHeader),
    mobileTitleId: page ? (page.mobileTitleId ?? page.titleId) : null,
    isHome: Boolean(page?.paths.includes(HOME_PATH)),
  };
}
