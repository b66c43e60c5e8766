import { cataloguePage } from '../pages/findPage';
import { pageComponent } from '../pages/pageComponent';
import { type ResolvedPage } from './routeState';

/** The catalogue page (its own chunk, declared in its `*.page.ts`) for the page type a URL resolved to. */
export function RootComponent({ page }: { page: ResolvedPage }) {
  switch (page.type) {
    case 'CMS_PAGE': {
      const Cms = pageComponent(cataloguePage('CMS_PAGE'));
      return <Cms identifier={page.identifier} />;
    }
    case 'CATEGORY': {
      const Category = pageComponent(cataloguePage('CATEGORY'));
      return <Category uid={page.uid} />;
    }
    case 'PRODUCT': {
      const Product = pageComponent(cataloguePage('PRODUCT'));
      return <Product uid={page.uid} />;
    }
  }
}
