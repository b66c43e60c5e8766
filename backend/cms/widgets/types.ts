import type { ProductListItem } from '../productListHtml';
import type { ProductCondition } from './productConditions';

/** What a Catalog Products List widget asks the catalogue for. */
export interface ProductListQuery {
  condition: ProductCondition;
  /** At most this many products. */
  count: number;
  /** Page Builder's sort option (position, position_by_sku, name_ascending, price_low_to_high, ...); '' for none. */
  sortOrder: string;
}

/** The data widgets read, supplied by the caller (the database of the request's store). */
export interface CmsContentSources {
  /** An active CMS block of the store, by identifier or by numeric block id; null when missing or disabled. */
  findBlock(identifierOrId: string): { blockId: number; content: string | null } | null;
  /** The enabled, catalogue-visible products a widget lists, in its order, at most `query.count`. */
  listProducts(query: ProductListQuery): ProductListItem[];
}

export interface WidgetScope {
  sources: CmsContentSources;
  /** Absolute shop URL ending in "/". */
  baseUrl: string;
  /**
   * Filters the content of a nested CMS block (its own directives rendered). Null when `key` is
   * already being rendered further up (a block that includes itself) or nesting is too deep.
   */
  filterNested(key: string, content: string): string | null;
}

/** Renders one widget directive (its parameters already parsed) to HTML; '' when there is nothing to show. */
export type WidgetRenderer = (params: Readonly<Record<string, string>>, scope: WidgetScope) => string;
