import { type GetCmsPageQuery, type GetProductPageQuery } from '../../src/__generated__/operations';
import { GET_CMS_PAGE } from '../../src/features/content/cms-page/cmsPage.gql';
import { categoryBannerSources } from '../../src/features/catalog/category-page/bannerImage';
import { productPageLcpImage, productPageRequest } from '../../src/features/catalog/product-page/productRequest';
import { urlKeyFromPath } from '../../src/features/catalog/product-page/urlKey';
import { DEFAULT_CARD_SIZES, productImageSources } from '../../src/features/catalog/product-card/productImage';
import { productListingRequest, type ListingBase } from '../../src/features/catalog/product-listing/listingRequest';
import { firstScreenPicture, hasSlider } from '../../src/pagebuilder/firstImage';
import { FULL_WIDTH_SIZES, MOBILE_IMAGE_MEDIA, pageBuilderImage } from '../../src/pagebuilder/shared/images';
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
function imagePreload({ src, srcSet, sizes }: ImageSources, pageHosts: string[], media?: string): Preload | null {
  if (!pageHosts.includes(new URL(src, 'http://invalid').host)) return null;
  return { href: src, as: 'image', imageSrcSet: srcSet, imageSizes: sizes, ...(media ? { media } : {}), fetchPriority: 'high' };
}

const preloads = (...candidates: Array<Preload | null>) => candidates.filter((preload): preload is Preload => preload !== null);

/**
 * A CMS page (the home page too): its content, the slider's code when it has one, and the picture
 * of its first row (the page's largest paint: a hero background, or the first slide) for phones
 * and for wider screens, as the page's <picture> asks for them (src/pagebuilder/shared/
 * BackgroundLayer.tsx). For a first slide the static shell shows that picture too (its banner has
 * the slide's size), so it paints before the app's scripts have run.
 */
async function cmsFirstPaint({ run, pageHosts }: PageContext, identifier: string, chunk: string): Promise<FirstPaintPlan> {
  const answer = await run<GetCmsPageQuery>({ query: GET_CMS_PAGE, variables: { identifier } });
  const content = answer?.cmsPage?.content;
  const chunks = hasSlider(content) ? [chunk, 'pb-slider'] : [chunk];
  const picture = firstScreenPicture(content);
  if (!picture) return { chunks, images: [] };
  const desktop = { ...pageBuilderImage(picture.desktop), sizes: FULL_WIDTH_SIZES };
  const mobile = picture.mobile ? { ...pageBuilderImage(picture.mobile), sizes: FULL_WIDTH_SIZES } : null;
  const images = mobile
    ? preloads(imagePreload(mobile, pageHosts, MOBILE_IMAGE_MEDIA), imagePreload(desktop, pageHosts, `not all and ${MOBILE_IMAGE_MEDIA}`))
    : preloads(imagePreload(desktop, pageHosts));
  if (!picture.inSlider || images.length === 0) return { chunks, images };
  return { chunks, images, shellPicture: mobile ? { ...desktop, mobile: { srcSet: mobile.srcSet || mobile.src, media: MOBILE_IMAGE_MEDIA } } : desktop };
}

interface ListingAnswer {
  categories?: { items?: Array<{ image?: string | null } | null> | null } | null;
  products?: { items?: Array<{ small_image?: { url?: string | null } | null } | null> | null } | null;
}

/** A category or search page's listing, and its largest paint: the category's banner, else the first card's picture. */
async function listingFirstPaint({ url, run, pageHosts }: PageContext, base: ListingBase, chunk: string): Promise<FirstPaintPlan> {
  const request = productListingRequest(url.searchParams, base);
  if (!request) return { chunks: [chunk], images: [] };
  const answer = await run<ListingAnswer>({ query: request.query, variables: request.variables });
  const banner = answer?.categories?.items?.[0]?.image;
  if (banner) return { chunks: [chunk], images: preloads(imagePreload(categoryBannerSources(banner), pageHosts)) };
  const firstImage = answer?.products?.items?.[0]?.small_image?.url;
  return { chunks: [chunk], images: firstImage ? preloads(imagePreload({ ...productImageSources(firstImage), sizes: DEFAULT_CARD_SIZES }, pageHosts)) : [] };
}

/** Each page type's first queries (exactly as its talons ask them), its chunk and its LCP image. */
export async function pageFirstPaint(page: PageKind, context: PageContext): Promise<FirstPaintPlan> {
  const { url, run, homeIdentifier, productUrlSuffix, pageHosts } = context;
  switch (page.kind) {
    case 'home':
      return cmsFirstPaint(context, homeIdentifier, 'home');
    case 'cms':
      return cmsFirstPaint(context, page.identifier, 'cms-page');
    case 'category':
      return listingFirstPaint(context, { categoryUid: page.uid }, 'category-page');
    case 'search':
      return listingFirstPaint(context, { search: url.searchParams.get('query') ?? '' }, 'search');
    case 'product': {
      const request = productPageRequest(urlKeyFromPath(url.pathname, productUrlSuffix));
      const answer = await run<GetProductPageQuery>(request);
      const image = productPageLcpImage(answer);
      return { chunks: ['product-page'], images: image ? preloads(imagePreload(image, pageHosts)) : [] };
    }
  }
}
