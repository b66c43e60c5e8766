import type { Resolvers } from '../../__generated__/resolvers';
import {
  findActiveCategoryById,
  findCategories,
  isRootCategory,
  loadActiveChildren,
  loadAncestors,
  loadDescendantCounts,
  type CategoryFilters,
  type CategoryRow,
} from '../../repositories/catalog/categoryRepository';
import { encodeUid } from '../../repositories/catalog/ids';
import type { ProductSort } from '../../repositories/catalog/productSearch';
import type { RequestContext } from '../../types';
import { toCategoryValue } from './categoryValues';
import { paginate, validatePaging, type Paging } from './paging';
import { countProducts, rootCategoryId, searchProducts } from './productsQuery';

interface CategoriesArgs extends Paging {
  filters?: CategoryFilters | null;
}

const hasFilters = (filters: CategoryFilters | null | undefined) => Boolean(filters && Object.values(filters).some((f) => f != null));

/** The matching categories; without filters, the store's root category (its children are the top menu). */
function matchingCategories(args: CategoriesArgs, ctx: RequestContext): CategoryRow[] {
  const root = rootCategoryId(ctx);
  return findCategories(ctx.db, root, hasFilters(args.filters) ? args.filters : { ids: { eq: String(root) } });
}

const categoryUrlSuffix = (ctx: RequestContext) => ctx.config('catalog/seo/category_url_suffix') ?? '';
/** A root category has no URL (Magento answers null): linking it would lead to "not found". */
const categoryRelativeUrl = (ctx: RequestContext, c: CategoryRow) => (isRootCategory(c) ? null : `${c.url_path}${categoryUrlSuffix(ctx)}`);

const AVAILABLE_SORT_BY = ['position', 'name', 'price'];

export const categoryResolvers: Resolvers = {
  Query: {
    categories(_root: unknown, args: CategoriesArgs, ctx: RequestContext) {
      validatePaging(args);
      const { page, page_info, total_count } = paginate(matchingCategories(args, ctx), args);
      return { items: page.map(toCategoryValue), page_info, total_count };
    },
    categoryList(_root: unknown, args: CategoriesArgs, ctx: RequestContext) {
      validatePaging(args);
      return paginate(matchingCategories(args, ctx), args).page.map(toCategoryValue);
    },
    category(_root: unknown, args: { id?: number | null }, ctx: RequestContext) {
      const row = findActiveCategoryById(ctx.db, args.id ?? rootCategoryId(ctx));
      return row ? toCategoryValue(row) : null;
    },
  },
  CategoryTree: {
    id: (c: CategoryRow) => c.entity_id,
    uid: (c: CategoryRow) => encodeUid(c.entity_id),
    url_key: (c) => (isRootCategory(c) ? null : c.url_key),
    url_path: (c) => (isRootCategory(c) ? null : c.url_path),
    url_suffix: (_c: CategoryRow, _a: unknown, ctx: RequestContext) => categoryUrlSuffix(ctx),
    canonical_url: (c: CategoryRow, _a: unknown, ctx: RequestContext) => categoryRelativeUrl(ctx, c),
    relative_url: (c: CategoryRow & { relative_url?: string }, _a: unknown, ctx: RequestContext) => c.relative_url ?? categoryRelativeUrl(ctx, c),
    redirect_code: (c: { redirect_code?: number }) => c.redirect_code ?? 0,
    type: () => 'CATEGORY',
    children_count: (c: CategoryRow, _a: unknown, ctx: RequestContext) => String(loadDescendantCounts(ctx.db, [c]).get(c.entity_id) ?? 0),
    image: (c: CategoryRow, _a: unknown, ctx: RequestContext) => (c.image ? `${ctx.mediaUrl}${c.image.replace(/^\/+/, '')}` : null),
    default_sort_by: (c: CategoryRow, _a: unknown, ctx: RequestContext) => c.default_sort_by ?? ctx.config('catalog/frontend/default_sort_by') ?? 'position',
    available_sort_by: () => AVAILABLE_SORT_BY,
    product_count: (c: CategoryRow, _a: unknown, ctx: RequestContext) =>
      countProducts(ctx, { category_id: { eq: String(c.entity_id) } }),
    breadcrumbs: (c: CategoryRow, _a: unknown, ctx: RequestContext) => {
      const ancestors = loadAncestors(ctx.db, c);
      return ancestors.length === 0
        ? null
        : ancestors.map((a) => ({
            category_id: a.entity_id,
            category_uid: encodeUid(a.entity_id),
            category_name: a.name,
            category_level: a.level,
            category_url_key: a.url_key,
            category_url_path: a.url_path,
          }));
    },
    // Magento answers the landing-page block of a category; no category here has one.
    cms_block: () => null,
    children: (c: CategoryRow, _a: unknown, ctx: RequestContext) => (loadActiveChildren(ctx.db, [c.entity_id]).get(c.entity_id) ?? []).map(toCategoryValue),
    products: (c: CategoryRow, args: Paging & { sort?: ProductSort | null }, ctx: RequestContext) => {
      const { items, page_info, total_count } = searchProducts({ filter: { category_id: { eq: String(c.entity_id) } }, ...args }, ctx);
      return { items, page_info, total_count };
    },
  },
};
