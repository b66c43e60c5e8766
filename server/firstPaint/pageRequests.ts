import { type GetProductPageQuery } from '../../src/__generated__/operations';
import { GET_CMS_PAGE } from '../../src/RootComponents/CMS/cmsPage.gql';
import { categoryBannerSources } from '../../src/RootComponents/Category/bannerImage';
import { productPageLcpImage, productPageRequest } from '../../src/RootComponents/Product/productRequest';
import { urlKeyFromPath } from '../../src/RootComponents/Product/urlKey';
import { DEFAULT_CARD_SIZES, productImageSources } from '../../src/features/product-card/productImage';
import { productListingRequest, type ListingBase } from '../../src/features/product-listing/listingRequest';
import { type Preload } from './injectIntoHtml';
import { type FirstPaintPlan, type PageKind, type RunQuery } from './types';

export interface PageContext {
  url: URL;
  run: RunQuery;
  /** The hosts the shopper's browser may know this page by (Host, X-Forwarded-Host). */
  pageHosts: string[];
  homeIdentifier: string;
  productUrlSuffix: string | null;
}

interface ImageSources {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * A preload of the picture exactly as the page's <img> asks for it. The browser resizes only
 * images on its own origin (a proxied Magento's media stay as they are), so an image elsewhere
 * gets no preload that would not match.
 */
function imagePreload({ src, srcSet, sizes }: ImageSources, pageHosts: string[]): Preload | null {
  if (!pageHosts.includes(new URL(src, 'http://invalid').host)) return null;
  return { href: src, as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' };
}

interface ListingAnswer {
  categories?: { items?: Array<{ image?: string | null } | null> | null } | null;
  products?: { items?: Array<{ small_image?: { url?: string | null } | null } | null> | null } | null;
}

/** A category or search page's listing, and its largest paint: the category's banner, else the first card's picture. */
async function listingFirstPaint({ url, run, pageHosts }: PageContext, base: ListingBase, chunk: string): Promise<FirstPaintPlan> {
  const request = productListingRequest(url.searchParams, base);
  if (!request) return { chunk, image: null };
  const answer = await run<ListingAnswer>({ query: request.query, variables: request.variables });
  const banner = answer?.categories?.items?.[0]?.image;
  if (banner) return { chunk, image: imagePreload(categoryBannerSources(banner), pageHosts) };
  const firstImage = answer?.products?.items?.[0]?.small_image?.url;
  return { chunk, image: firstImage ? imagePreload({ ...productImageSources(firstImage), sizes: DEFAULT_CARD_SIZES }, pageHosts) : null };
}

/** Each page type's first queries (exactly as its talons ask them), its chunk and its LCP image. */
export async function pageFirstPaint(page: PageKind, context: PageContext): Promise<FirstPaintPlan> {
  const { url, run, homeIdentifier, productUrlSuffix, pageHosts } = context;
  switch (page.kind) {
    case 'home':
      await run({ query: GET_CMS_PAGE, variables: { identifier: homeIdentifier } });
      return { chunk: 'home', image: null };
    case 'cms':
      await run({ query: GET_CMS_PAGE, variables: { identifier: page.identifier } });
      return { chunk: 'cms-page', image: null };
    case 'category':
      return listingFirstPaint(context, { categoryUid: page.uid }, 'category-page');
    case 'search':
      return listingFirstPaint(context, { search: url.searchParams.get('query') ?? '' }, 'search');
    case 'product': {
      const request = productPageRequest(urlKeyFromPath(url.pathname, productUrlSuffix));
      const answer = await run<GetProductPageQuery>(request);
      const image = productPageLcpImage(answer);
      return { chunk: 'product-page', image: image ? imagePreload(image, pageHosts) : null };
    }
  }
}
