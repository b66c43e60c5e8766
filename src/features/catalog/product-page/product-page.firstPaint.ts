import { type GetProductPageQuery } from '../../../__generated__/operations';
import { imagePreload, preloads, type FirstPaint } from '../../../app/pages/firstPaint';
import { productPageLcpImage, productPageRequest } from './productRequest';
import { urlKeyFromPath } from './urlKey';

/** The product's query as the page asks it, and its first gallery picture. */
const firstPaint: FirstPaint = async ({ url, run, pageHosts, storeConfig }) => {
  const answer = await run<GetProductPageQuery>(productPageRequest(urlKeyFromPath(url.pathname, storeConfig?.product_url_suffix ?? null)));
  const image = productPageLcpImage(answer);
  return { chunks: [], images: image ? preloads(imagePreload(image, pageHosts)) : [] };
};
export default firstPaint;
