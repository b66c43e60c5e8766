import type { Resolvers } from '../../__generated__/resolvers';
import { GraphQlInputException } from '../../errors';
import { loadActiveChildren, loadCategoryRows, type CategoryRow } from '../../repositories/catalog/categoryRepository';
import {
  attributeAggregations,
  brandAggregation,
  categoryAggregation,
  priceAggregation,
  type AggregationValue,
} from '../../repositories/catalog/productAggregations';
import { loadProductRows, toProductValue } from '../../repositories/catalog/productRows';
import { queryProducts, withPrices, type ProductFilter, type ProductMatch, type ProductSort } from '../../repositories/catalog/productSearch';
import type { RequestContext } from '../../types';
import { catalogLoaders } from './loaders';
import { paginate, validatePaging, type Paging } from './paging';

export interface ProductsArgs extends Paging {
  search?: string | null;
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
}

/** What Products.aggregations needs: every match (not just the page) and the filtered categories. */
interface AggregationSource {
  matches: ProductMatch[];
  filteredCategoryIds: number[] | null;
  rootCategoryId: number;
}

export const rootCategoryId = (ctx: RequestContext) => Number(ctx.config('catalog/category/root_id') ?? 2) || 2;

/** Runs a products search and returns the page as Products / CategoryProducts fields. */
export function searchProducts(args: ProductsArgs, ctx: RequestContext) {
  validatePaging(args);
  const loaders = catalogLoaders(ctx);
  const { matches, filteredCategoryIds } = queryProducts(ctx.db, { search: args.search, filter: args.filter, sort: args.sort, today: loaders.today });
  const { page, page_info, total_count } = paginate(matches, args);
  // One query for the page's rows; field resolvers then batch the rest per field.
  const rows = loadProductRows(ctx.db, page.map((m) => m.id));
  for (const [id, row] of rows) loaders.product.prime(id, row);
  const items = page.flatMap((m) => (rows.has(m.id) ? [toProductValue(rows.get(m.id)!)] : []));
  const source: AggregationSource = { matches, filteredCategoryIds, rootCategoryId: rootCategoryId(ctx) };
  return { items, page_info, total_count, _source: source, _isSearch: args.search != null };
}

/** Products' parent value: the page, and what its aggregations and sort fields are worked out from. */
export type ProductsValue = ReturnType<typeof searchProducts>;

/** How many products a catalogue filter matches (no prices, no rows: cheap enough for menus). */
export function countProducts(ctx: RequestContext, filter: ProductFilter): number {
  return queryProducts(ctx.db, { filter, today: catalogLoaders(ctx).today }).matches.length;
}

const SORT_LABELS: Record<string, string> = { relevance: 'Relevance', position: 'Position', name: 'Product Name', price: 'Price' };

export const productsResolvers: Resolvers = {
  Query: {
    products(_root: unknown, args: ProductsArgs, ctx: RequestContext) {
      if (args.search == null && args.filter == null) throw new GraphQlInputException("'search' or 'filter' input argument is required.");
      return searchProducts(args, ctx);
    },
  },
  Products: {
    // The category aggregation always lists direct children, so AggregationsFilterInput changes nothing.
    aggregations: (parent, _args, ctx) => aggregationsOf(parent._source, ctx),
    sort_fields(parent, _args, ctx) {
      const keys = parent._isSearch ? ['relevance', 'position', 'name', 'price'] : ['position', 'name', 'price'];
      const configured = ctx.config('catalog/frontend/default_sort_by') ?? 'position';
      return { default: parent._isSearch ? 'relevance' : configured, options: keys.map((value) => ({ value, label: SORT_LABELS[value] })) };
    },
    suggestions: () => [],
  },
};

/**
 * Layered navigation over every match: categories (the direct children of the filtered
 * category, else of the store root), price buckets, brands and the filterable select attributes.
 */
function aggregationsOf(source: AggregationSource, ctx: RequestContext): AggregationValue[] {
  const ids = source.matches.map((m) => m.id);
  if (ids.length === 0) return [];
  const parents = source.filteredCategoryIds ?? [source.rootCategoryId];
  const rows = loadCategoryRows(ctx.db, parents);
  const children = loadActiveChildren(ctx.db, [...rows.keys()]);
  const childCategories: CategoryRow[] = [...rows.keys()].flatMap((id) => children.get(id) ?? []);
  const price = priceAggregation(withPrices(ctx.db, source.matches, catalogLoaders(ctx).today).map((m) => m.price as number));
  const aggregations = [categoryAggregation(ctx.db, childCategories, ids), price, brandAggregation(ctx.db, ids), ...attributeAggregations(ctx.db, ids)];
  return aggregations.filter((a): a is AggregationValue => a !== null);
}
