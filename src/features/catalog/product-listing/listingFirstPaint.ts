import { imagePreload, preloads, type FirstPaintContext, type FirstPaintPlan, type ImageSources, type ShellLayout } from '../../../app/pages/firstPaint';
import { BANNER_BOX, categoryBannerSources } from '../category-page/bannerImage';
import { CARD_IMAGE_BOX, DEFAULT_CARD_SIZES, productImageSources } from '../product-card/productImage';
import { productListingRequest, type ListingBase } from './listingRequest';

interface ListingAnswer {
  categories?: { items?: Array<{ image?: string | null } | null> | null } | null;
  products?: { items?: Array<{ small_image?: { url?: string | null } | null } | null> | null } | null;
}

/**
 * The longest search the shell lays out: a longer one may wrap the results title onto a second
 * line on a phone, and the first card would then sit lower than the shell drew it.
 */
export const SHELL_SEARCH_MAX_LENGTH = 10;

/**
 * Where the static shell can draw the picture exactly where the page will (null where it cannot
 * know): a category's banner always sits under its breadcrumbs and title; a search's first card
 * only under a one-line title and no filter chips (a URL with the search alone).
 */
function shellLayoutFor(url: URL, base: ListingBase, isBanner: boolean): ShellLayout | null {
  if (isBanner) return base.categoryUid ? { page: 'category' } : null;
  const search = url.searchParams.get('query')?.trim() ?? '';
  const onlySearch = [...url.searchParams.keys()].every((key) => key === 'query');
  return base.search !== undefined && onlySearch && search.length > 0 && search.length <= SHELL_SEARCH_MAX_LENGTH ? { page: 'search' } : null;
}

function planFor(url: URL, base: ListingBase, image: ImageSources, pageHosts: string[], isBanner: boolean): FirstPaintPlan {
  const images = preloads(imagePreload(image, pageHosts));
  const layout = images.length > 0 ? shellLayoutFor(url, base, isBanner) : null;
  return { chunks: [], images, ...(layout ? { shellPicture: { ...image, layout, box: isBanner ? BANNER_BOX : CARD_IMAGE_BOX } } : {}) };
}

/**
 * A category or search page's listing, and its largest paint: the category's banner, else the
 * first card's picture; the static shell draws it in place where it knows the place.
 */
export async function listingFirstPaint({ url, run, pageHosts }: FirstPaintContext, base: ListingBase): Promise<FirstPaintPlan> {
  const request = productListingRequest(url.searchParams, base);
  if (!request) return { chunks: [], images: [] };
  const answer = await run<ListingAnswer>({ query: request.query, variables: request.variables });
  const banner = answer?.categories?.items?.[0]?.image;
  if (banner) return planFor(url, base, categoryBannerSources(banner), pageHosts, true);
  const firstImage = answer?.products?.items?.[0]?.small_image?.url;
  return firstImage ? planFor(url, base, { ...productImageSources(firstImage), sizes: DEFAULT_CARD_SIZES }, pageHosts, false) : { chunks: [], images: [] };
}
