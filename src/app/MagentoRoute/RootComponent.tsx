import { lazy } from 'react';
import { type ResolvedPage } from './routeState';

// Each page type is its own chunk, loaded when a URL first resolves to it.
const CMS = lazy(() => import(/* webpackChunkName: "cms-page" */ '../../RootComponents/CMS'));
const Category = lazy(() => import(/* webpackChunkName: "category-page" */ '../../RootComponents/Category'));
const Product = lazy(() => import(/* webpackChunkName: "product-page" */ '../../RootComponents/Product'));

/** The root component for the page type a URL resolved to. */
export function RootComponent({ page }: { page: ResolvedPage }) {
  switch (page.type) {
    case 'CMS_PAGE':
      return <CMS identifier={page.identifier} />;
    case 'CATEGORY':
      return <Category uid={page.uid} />;
    case 'PRODUCT':
      return <Product uid={page.uid} />;
  }
}
