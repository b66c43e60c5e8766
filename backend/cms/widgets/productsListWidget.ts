import { productListHtml, type ProductListTemplate } from '../productListHtml';
import { parseProductConditions } from './productConditions';
import type { WidgetRenderer } from './types';

/** Magento's ProductsList default when products_count is missing; the cap keeps one widget from listing a whole catalogue. */
const DEFAULT_COUNT = 10;
const MAX_COUNT = 100;

export function productsCountOf(raw: string | undefined): number {
  const count = Number(raw);
  return Number.isInteger(count) && count > 0 ? Math.min(count, MAX_COUNT) : DEFAULT_COUNT;
}

/** Page Builder's carousel template (Magento_PageBuilder::catalog/product/widget/content/carousel.phtml) or the CatalogWidget grid. */
const templateOf = (template: string | undefined): ProductListTemplate => (template && /carousel/i.test(template) ? 'carousel' : 'grid');

/**
 * `{{widget type="Magento\CatalogWidget\Block\Product\ProductsList" products_count="8" conditions_encoded="..." sort_order="position_by_sku"}}`
 * (Page Builder's products content type, grid and carousel): the product list HTML of the rule's
 * products. A rule that is missing, malformed or uses conditions we do not evaluate lists nothing.
 */
export const renderProductsListWidget: WidgetRenderer = (params, scope) => {
  const condition = parseProductConditions(params.conditions_encoded);
  if (!condition) return '';
  const items = scope.sources.listProducts({ condition, count: productsCountOf(params.products_count), sortOrder: params.sort_order ?? '' });
  return productListHtml(items, templateOf(params.template), scope.baseUrl);
};
