import { type GetProductPageQuery } from '../../../__generated__/operations';
import { imagePreload, preloads, type FirstPaint } from '../../../app/pages/firstPaint';
import { MAIN_IMAGE_BOX } from '../product-gallery/mainImage';
import { productPageLcpImage, productPageRequest } from './productRequest';
import { urlKeyFromPath } from './urlKey';

/**
 * The product's query as the page asks it, and its first gallery picture: preloaded, and drawn by
 * the static shell where the gallery will be (under the breadcrumbs the page shows for a product
 * in a category).
 */
const firstPaint: FirstPaint = async ({ url, run, pageHosts, storeConfig }) => {
  const answer = await run<GetProductPageQuery>(productPageRequest(urlKeyFromPath(url.pathname, storeConfig?.product_url_suffix ?? null)));
  const image = productPageLcpImage(answer);
  const images = image ? preloads(imagePreload(image, pageHosts)) : [];
  if (!image || images.length === 0) return { chunks: [], images };
  const breadcrumbs = (answer?.products?.items?.[0]?.categories ?? []).some(Boolean);
  return { chunks: [], images, shellPicture: { ...image, layout: { page: 'product', breadcrumbs }, box: MAIN_IMAGE_BOX } };
};
export default firstPaint;
