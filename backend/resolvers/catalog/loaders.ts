import { BatchLoader } from '../../repositories/catalog/batchLoader';
import { loadBundleOptions, type BundleOptionRow } from '../../repositories/catalog/bundleProducts';
import { loadProductCategories, type CategoryRow } from '../../repositories/catalog/categoryRepository';
import { loadCustomOptions, type CustomOptionRow } from '../../repositories/catalog/customOptions';
import { loadDownloadableLinks, loadDownloadableSamples, type DownloadableLinkRow, type DownloadableSampleRow } from '../../repositories/catalog/downloadableLinks';
import { loadConfigurableData, type ConfigurableData } from '../../repositories/catalog/configurableProducts';
import { loadProductLinks, loadProductUrlRewrites, type LinkType, type ProductLink, type UrlRewriteRow } from '../../repositories/catalog/productLinks';
import { loadProductAttributeValues, type ProductAttributeValueRow } from '../../repositories/catalog/productAttributeValues';
import { loadMediaGalleries, type MediaRow } from '../../repositories/catalog/productMedia';
import { loadPriceRanges, loadTierPrices, type BasePriceRange, type TierPriceRow } from '../../repositories/catalog/productPricing';
import { loadReviewSummaries, type ReviewSummary } from '../../repositories/catalog/productReviews';
import { loadProductRows, type ProductRow } from '../../repositories/catalog/productRows';
import { loadStockInfo, unknownStock, type StockInfo } from '../../repositories/catalog/productStock';
import type { RequestContext } from '../../types';
import { storeToday } from '../../storeDate';

function createLoaders(ctx: RequestContext) {
  const { db } = ctx;
  const today = storeToday(ctx);
  const list = <V>(load: (ids: number[]) => Map<number, V[]>) => new BatchLoader<number, V[]>(load, () => []);
  const links = (type: LinkType) => list<ProductLink>((ids) => loadProductLinks(db, type, ids));
  return {
    today,
    product: new BatchLoader<number, ProductRow | null>((ids) => loadProductRows(db, ids), () => null),
    stock: new BatchLoader<number, StockInfo>((ids) => loadStockInfo(db, ids), unknownStock),
    price: new BatchLoader<number, BasePriceRange | null>((ids) => loadPriceRanges(db, ids, today), () => null),
    tierPrices: list<TierPriceRow>((ids) => loadTierPrices(db, ids)),
    media: list<MediaRow>((ids) => loadMediaGalleries(db, ids)),
    categories: list<CategoryRow>((ids) => loadProductCategories(db, ids)),
    urlRewrites: list<UrlRewriteRow>((ids) => loadProductUrlRewrites(db, ctx.store.id, ids)),
    reviewSummary: new BatchLoader<number, ReviewSummary>((ids) => loadReviewSummaries(db, ids), () => ({ count: 0, ratingSummary: 0 })),
    configurable: new BatchLoader<number, ConfigurableData>((ids) => loadConfigurableData(db, ids), () => ({ options: [], variants: [] })),
    bundleOptions: list<BundleOptionRow>((ids) => loadBundleOptions(db, ids)),
    customOptions: list<CustomOptionRow>((ids) => loadCustomOptions(db, ids)),
    attributeValues: list<ProductAttributeValueRow>((ids) => loadProductAttributeValues(db, ids)),
    downloadableLinks: list<DownloadableLinkRow>((ids) => loadDownloadableLinks(db, ids)),
    downloadableSamples: list<DownloadableSampleRow>((ids) => loadDownloadableSamples(db, ids)),
    links: { related: links('related'), upsell: links('upsell'), crosssell: links('crosssell'), super: links('super') },
  };
}

export type CatalogLoaders = ReturnType<typeof createLoaders>;

const perRequest = new WeakMap<RequestContext, CatalogLoaders>();

/** The catalogue loaders of this request (created on first use, dropped with the request). */
export function catalogLoaders(ctx: RequestContext): CatalogLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createLoaders(ctx);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
