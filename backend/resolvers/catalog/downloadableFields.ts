import type { DownloadableProductResolvers } from '../../__generated__/resolvers';
import { downloadableLinkUid, type DownloadableLinkRow, type DownloadableSampleRow } from '../../repositories/catalog/downloadableLinks';
import type { ProductRow } from '../../repositories/catalog/productRows';
import { absolute, sampleDownloadPath } from '../../downloadable/urls';
import type { RequestContext } from '../../types';
import { catalogLoaders } from './loaders';

/**
 * A link as Magento's DownloadableProductLinks: its price as stored (base currency, as Magento's
 * Links resolver answers it), no sample of its
 * own (sample_url null), the deprecated fields answered as Magento's resolvers do (link and sample
 * types are not exposed any more: null).
 */
export const downloadableLinkValue = (link: DownloadableLinkRow) => ({
  id: link.link_id,
  title: link.title,
  sort_order: link.sort_order,
  price: link.price,
  sample_url: null,
  is_shareable: link.is_shareable === 1,
  number_of_downloads: link.number_of_downloads,
  link_type: null,
  sample_type: null,
  sample_file: null,
  uid: downloadableLinkUid(link.link_id),
});

/** A sample as Magento's DownloadableProductSamples: the public download URL in sample_url. */
export const downloadableSampleValue = (ctx: RequestContext, sample: DownloadableSampleRow) => ({
  id: sample.sample_id,
  title: sample.title,
  sort_order: sample.sort_order,
  sample_url: absolute(ctx.baseUrl, sampleDownloadPath(sample.sample_id)),
  sample_type: null,
  sample_file: null,
});

export async function productSamples(ctx: RequestContext, productId: number) {
  return (await catalogLoaders(ctx).downloadableSamples.load(productId)).map((sample) => downloadableSampleValue(ctx, sample));
}

/** DownloadableProduct's own fields. */
export const downloadableFields: DownloadableProductResolvers = {
  downloadable_product_links: async (product: ProductRow, _a: unknown, ctx: RequestContext) =>
    (await catalogLoaders(ctx).downloadableLinks.load(product.entity_id)).map(downloadableLinkValue),
  downloadable_product_samples: (product: ProductRow, _a: unknown, ctx: RequestContext) => productSamples(ctx, product.entity_id),
  links_purchased_separately: (product: ProductRow) => product.links_purchased_separately,
  links_title: (product: ProductRow) => product.links_title,
};
