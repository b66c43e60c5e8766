import { lazy } from 'react';
import { withMessageGroup } from '../../lib/i18n/withMessageGroup';
import { type ResolvedPage } from './routeState';

// Each page type is its own chunk, loaded when a URL first resolves to it; the category and product
// pages bring their strings in it (`*.chunk.ts`, src/lib/i18n/messageGroups.ts).
const CMS = lazy(() => import(/* webpackChunkName: "cms-page" */ '../../features/content/cms-page'));
const Category = lazy(withMessageGroup('category-page', () => import(/* webpackChunkName: "category-page" */ './categoryPage.chunk')));
const Product = lazy(withMessageGroup('product-page', () => import(/* webpackChunkName: "product-page" */ './productPage.chunk')));

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
