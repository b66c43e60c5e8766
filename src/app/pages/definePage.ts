import type { ComponentType } from 'react';
import type { SharedMessageGroup } from '../../lib/i18n/messageGroups';

/*
 * A page module: a folder under src/features/<domain>/ with a `page.ts` beside its talon and
 * component. `page.ts` default-exports `definePage({...})` and is the page's one declaration:
 * the routes table, the chunk's name, the strings that travel with it and the server's first-paint
 * plan are all derived from it (`npm run codegen` lists the pages in src/__generated__/pages.ts).
 * It stays React-free (types only) because the server and the build read it too.
 */

/** Which parts of the page chrome a page shows (spec §2, page chrome). */
export interface ChromeFlags {
  hideHeader?: boolean;
  hideFooter?: boolean;
  /** The mobile bottom tab bar (also hidden on every .html page, by path). */
  hideTabBar?: boolean;
  /** Checkout: only a minimal orange header bar with the logo (and no top menu). */
  checkoutHeader?: boolean;
  hideCartTrigger?: boolean;
  /** No floating pharmacist banner (forms that need the whole screen; checkout has none either). */
  hideFloatingBanner?: boolean;
}

/** What a routes-table page receives: the i18n ids of its title and of the line under it. */
export interface RoutePageProps {
  titleId: string;
  introId?: string;
}

/** The catalogue's page types (Magento's route types) and what their pages receive. */
export interface CataloguePageProps {
  CMS_PAGE: { identifier: string };
  CATEGORY: { uid: string };
  PRODUCT: { uid: string };
}
export type CatalogueRouteType = keyof CataloguePageProps;

/** What every page declares, whatever answers it (and what loading it needs). */
export interface PageBase<Props> {
  /**
   * The page's name: its chunk's (scripts/babel/lazyChunks.js names the component's chunk after
   * it, and the server preloads that chunk) and, when it has strings of its own, its message
   * group's. The browser's build bakes it into both and leaves it out of the page.
   */
  name: string;
  /**
   * The strings that come in the page's chunk: the message-id prefixes (or whole ids) of a group of
   * its own, named after the page, or the name of a group several pages share (messageGroups.ts).
   * Leave it out when the page shows only the chrome's strings.
   */
  messages?: readonly string[] | SharedMessageGroup;
  /** The page's component, loaded lazily: the page is its own chunk. */
  component: () => Promise<{ default: ComponentType<Props> }>;
  /**
   * The page docks a bar of its own at a phone's bottom edge from its first screen (a product's
   * buy bar, a listing's Filter button), which outranks the install offer (lib/ui/bottomOverlays.ts):
   * the static shell leaves the offer out rather than show it for a moment.
   */
  docksBottomBar?: boolean;
}

/** A page of the routes table (spec §2). */
export interface RoutePage extends PageBase<RoutePageProps> {
  /** Router patterns it answers; the first is its own, others are aliases. */
  paths: readonly [string, ...string[]];
  /** i18n id of the page's title (document title, mobile top bar, placeholder heading). */
  titleId: string;
  /** i18n id of the mobile top bar's title when it differs from titleId. */
  mobileTitleId?: string;
  /**
   * i18n id of the line under the page's heading (lib/page/PageIntro.tsx), when that line is the
   * page's largest paint: the static shell writes the heading and this line out, so it paints
   * before any script has run.
   */
  introId?: string;
  /** Signed-out shoppers are sent to /sign-in. */
  auth?: boolean;
  chrome?: ChromeFlags;
}

/** A catalogue page: MagentoRoute shows it for every URL that resolves to its route type. */
export interface CataloguePage<Type extends CatalogueRouteType = CatalogueRouteType> extends PageBase<CataloguePageProps[Type]> {
  routeType: Type;
}

export type PageModule = RoutePage | CataloguePage<'CMS_PAGE'> | CataloguePage<'CATEGORY'> | CataloguePage<'PRODUCT'>;

export function definePage<Page extends PageModule>(page: Page): Page {
  return page;
}

export const isRoutePage = (page: PageModule): page is RoutePage => 'paths' in page;

/** The message group whose strings come with the page, if any. */
export function messageGroupOf(page: Pick<PageBase<never>, 'name' | 'messages'>): string | null {
  if (!page.messages) return null;
  return typeof page.messages === 'string' ? page.messages : page.name;
}
