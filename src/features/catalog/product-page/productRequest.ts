import { type TypedDocumentNode } from '@apollo/client';
import { type GetProductPageQuery, type GetProductPageQueryVariables } from '../../../__generated__/operations';
import { galleryImages } from '../product-gallery/galleryImages';
import { mainImageSources, type ImageSources } from '../product-gallery/mainImage';
import { GET_PRODUCT_PAGE } from './product.gql';

export interface ProductPageRequest {
  query: TypedDocumentNode<GetProductPageQuery, GetProductPageQueryVariables>;
  variables: GetProductPageQueryVariables;
}

/**
 * The product page's first query for a url key, exactly as the page sends it: the server runs the
 * same request to embed first-paint data, so the page renders from the cache with no round trip.
 */
export function productPageRequest(urlKey: string): ProductPageRequest {
  return { query: GET_PRODUCT_PAGE, variables: { urlKey } };
}

/**
 * The picture the page paints first for that answer (its largest paint): the gallery's first
 * image at the sizes the page asks for, for `<link rel="preload" as="image" imagesrcset imagesizes>`.
 * Null when the product is missing or has no picture.
 */
export function productPageLcpImage(data: GetProductPageQuery | null | undefined): ImageSources | null {
  const item = data?.products?.items?.[0];
  if (!item) return null;
  const [first] = galleryImages(item.media_gallery, item.name ?? '');
  return first ? mainImageSources(first.url) : null;
}
