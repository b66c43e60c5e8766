import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Which parts of the page chrome a route shows (spec §2, page chrome). */
export interface ChromeFlags {
  hideHeader?: boolean;
  hideFooter?: boolean;
  hideTabBar?: boolean;
  /** Checkout: only a minimal orange header bar with the logo. */
  minimalHeader?: boolean;
}

export interface AppRoute {
  path: string;
  /** A lazy component: each page is its own chunk, named after the page. */
  component: LazyExoticComponent<ComponentType>;
  /** Signed-out users are sent to /sign-in. */
  auth?: boolean;
  chrome?: ChromeFlags;
}

const HomePage = lazy(() => import(/* webpackChunkName: "home" */ './home/HomePage'));
const CategoryPage = lazy(() => import(/* webpackChunkName: "category" */ './placeholders/CategoryPage'));
const CartPage = lazy(() => import(/* webpackChunkName: "cart" */ './placeholders/CartPage'));
const SignInPage = lazy(() => import(/* webpackChunkName: "sign-in" */ './placeholders/SignInPage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './placeholders/NotFoundPage'));

/** The static routes; `*` (everything else) will be MagentoRoute's catalogue URL resolution. */
export const routes: AppRoute[] = [
  { path: '/', component: HomePage },
  { path: '/home', component: HomePage },
  { path: '/category', component: CategoryPage },
  { path: '/cart', component: CartPage },
  { path: '/sign-in', component: SignInPage, chrome: { hideTabBar: true } },
  { path: '*', component: NotFoundPage },
];
