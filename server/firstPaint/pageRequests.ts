import { GET_CATEGORY } from '../../src/RootComponents/Category/category.gql';
import { GET_CMS_PAGE } from '../../src/RootComponents/CMS/cmsPage.gql';
import { type FirstPaintPlan, type PageKind, type RunQuery } from './types';

export interface PageContext {
  url: URL;
  run: RunQuery;
  homeIdentifier: string;
  productUrlSuffix: string | null;
}

/** Each page type's first queries (exactly as its talons ask them) and its chunk and LCP image. */
export async function pageFirstPaint(page: PageKind, { url, run, homeIdentifier, productUrlSuffix }: PageContext): Promise<FirstPaintPlan> {
  switch (page.kind) {
    case 'home':
      await run({ query: GET_CMS_PAGE, variables: { identifier: homeIdentifier } });
      return { chunk: 'home', image: null };
    case 'cms':
      await run({ query: GET_CMS_PAGE, variables: { identifier: page.identifier } });
      return { chunk: 'cms-page', image: null };
    case 'category':
      await run({ query: GET_CATEGORY, variables: { uid: page.uid } });
      return { chunk: 'category-page', image: null };
    case 'product':
      return { chunk: 'product-page', image: null };
    case 'search':
      return { chunk: 'search', image: null };
  }
}
