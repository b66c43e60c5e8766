import { imagePreload, preloads, type FirstPaintContext, type FirstPaintPlan } from '../../../app/pages/firstPaint';
import { categoryBannerSources } from '../category-page/bannerImage';
import { DEFAULT_CARD_SIZES, productImageSources } from '../product-card/productImage';
import { productListingRequest, type ListingBase } from './listingRequest';

interface ListingAnswer {
  categories?: { items?: Array<{ image?: string | null } | null> | null } | null;
  products?: { items?: Array<{ small_image?: { url?: string | null } | null } | null> | null } | null;
}

/** A category or search page's listing, and its largest paint: the category's banner, else the first card's picture. */
export async function listingFirstPaint({ url, run, pageHosts }: FirstPaintContext, base: ListingBase): Promise<FirstPaintPlan> {
  const request = productListingRequest(url.searchParams, base);
  if (!request) return { chunks: [], images: [] };
  const answer = await run<ListingAnswer>({ query: request.query, variables: request.variables });
  const banner = answer?.categories?.items?.[0]?.image;
  if (banner) return { chunks: [], images: preloads(imagePreload(categoryBannerSources(banner), pageHosts)) };
  const firstImage = answer?.products?.items?.[0]?.small_image?.url;
  return { chunks: [], images: firstImage ? preloads(imagePreload({ ...productImageSources(firstImage), sizes: DEFAULT_CARD_SIZES }, pageHosts)) : [] };
}
