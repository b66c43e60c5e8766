import type { Resolvers } from '../../__generated__/resolvers';
import { GraphQlInputException } from '../../errors';
import { loadActiveChildren, loadCategoryRows, type CategoryRow } from '../../repositories/catalog/categoryRepository';
import { categoryAggregation, facetAggregations, type AggregationValue } from '../../repositories/catalog/productAggregations';
import { loadProductRows, toProductValue } from '../../repositories/catalog/productRows';
import { queryProducts, type ProductFilter, type ProductMatch, type ProductQuery, type ProductSort } from '../../repositories/catalog/productSearch';
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
  /** The query as run (without its sort): facets re-run it with one filter left out. */
  query: ProductQuery;
  matches: ProductMatch[];
  filteredCategoryIds: number[] | null;
  rootCategoryId: number;
}

export const rootCategoryId = (ctx: RequestContext) => Number(ctx.config('catalog/category/root_id') ?? 2) || 2;

/** Runs a products search and returns the page as Products / CategoryProducts fields. */
export function searchProducts(args: ProductsArgs, ctx: RequestContext) {
  validatePaging(args);
  const loaders = catalogLoaders(ctx);
  const query: ProductQuery = { search: args.search, filter: args.filter, today: loaders.today };
  const { matches, filteredCategoryIds } = queryProducts(ctx.db, { ...query, sort: args.sort });
  const { page, page_info, total_count } = paginate(matches, args);
  // One query for the page's rows; field resolvers then batch the rest per field.
  const rows = loadProductRows(ctx.db, page.map((m) => m.id));
  for (const [id, row] of rows) loaders.product.prime(id, row);
  const items = page.flatMap((m) => (rows.has(m.id) ? [toProductValue(rows.get(m.id)!)] : []));
  const source: AggregationSource = { query, matches, filteredCategoryIds, rootCategoryId: rootCategoryId(ctx) };
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
    // The deprecated layered navigation, field for field what its deprecation notes name in its
    // place: name = Aggregation.label, request_var = attribute_code, value_string = option value
    // (so `filter: { <request_var>: { eq: <value_string> } }` selects the item's products).
    filters: (parent, _args, ctx) =>
      aggregationsOf(parent._source, ctx).map((aggregation) => ({
        name: aggregation.label,
        request_var: aggregation.attribute_code,
        filter_items_count: aggregation.options.length,
        filter_items: aggregation.options.map((option) => ({
          __typename: 'LayerFilterItem' as const,
          label: option.label,
          value_string: option.value,
          items_count: option.count,
        })),
      })),
    sort_fields(parent, _args, ctx) {
      const keys = parent._isSearch ? ['relevance', 'position', 'name', 'price'] : ['position', 'name', 'price'];
      const configured = ctx.config('catalog/frontend/default_sort_by') ?? 'position';
      return { default: parent._isSearch ? 'relevance' : configured, options: keys.map((value) => ({ value, label: SORT_LABELS[value] })) };
    },
    suggestions: () => [],
  },
};

/**
 * Layered navigation: categories (the direct children of the filtered category, else of the
 * store root) over every match, then price buckets, brands and the filterable select attributes,
 * each counted with the other active filters (facetAggregations).
 */
function aggregationsOf(source: AggregationSource, ctx: RequestContext): AggregationValue[] {
  // An empty result still offers the facets its own filters emptied (so they can be changed).
  if (source.matches.length === 0) return facetAggregations(ctx.db, source.query, source.matches);
  const parents = source.filteredCategoryIds ?? [source.rootCategoryId];
  const rows = loadCategoryRows(ctx.db, parents);
  const children = loadActiveChildren(ctx.db, [...rows.keys()]);
  const childCategories: CategoryRow[] = [...rows.keys()].flatMap((id) => children.get(id) ?? []);
  const category = categoryAggregation(childCategories, source.matches);
  return [...(category ? [category] : []), ...facetAggregations(ctx.db, source.query, source.matches)];
}
