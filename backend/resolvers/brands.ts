import type { Resolvers } from '../__generated__/resolvers';
import { findBrands, type BrandRecord } from '../repositories/brandRepository';
import type { FilterTypeFilter } from '../repositories/filterTypeInput';
import type { RequestContext } from '../types';
import { paginate, validatePaging } from './catalog/paging';

// Mageplaza ShopbybrandGraphQl's mpbrand (Model\Resolver\Brands): its paging checks and messages,
// a page of the brands the filter selects, and each brand's product count.

function brandValue(brand: BrandRecord, ctx: RequestContext) {
  return {
    brand_id: brand.brand_id,
    attribute_id: null,
    option_id: brand.brand_id,
    value: brand.name,
    default_value: brand.name,
    store_id: 0,
    page_title: brand.name,
    url_key: brand.url_key,
    image: brand.logo ? `${ctx.mediaUrl}${brand.logo.replace(/^\/+/, '')}` : null,
    is_featured: brand.is_featured ? 1 : 0,
    short_description: null,
    description: brand.description,
    static_block: null,
    meta_title: null,
    meta_keywords: null,
    meta_description: null,
    product_quantity: brand.product_quantity,
  };
}

export const brandResolvers: Resolvers = {
  Query: {
    mpbrand(_root, args, ctx) {
      const paging = { pageSize: args.pageSize ?? 5, currentPage: args.currentPage ?? 1 };
      validatePaging(paging);
      const { page, page_info, total_count } = paginate(findBrands(ctx.db, args.filter as FilterTypeFilter | null | undefined), paging);
      return { items: page.map((brand) => brandValue(brand, ctx)), total_count, page_info };
    },
  },
};
