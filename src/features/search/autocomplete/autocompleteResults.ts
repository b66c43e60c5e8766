import { type GetAutocompleteResultsQuery } from '../../../__generated__/operations';
import { type PriceValue } from '../../../lib/price/formatPrice';

/** spec §9: autocomplete runs from 3 characters, waits 500 ms, shows 3 products and 4 categories. */
export const MIN_LENGTH = 3;
export const DEBOUNCE_MS = 500;
export const MAX_CATEGORIES = 4;
export const MAX_PRODUCTS = 3;

type Products = NonNullable<GetAutocompleteResultsQuery['products']>;
type Aggregation = NonNullable<NonNullable<Products['aggregations']>[number]>;
type Item = NonNullable<NonNullable<Products['items']>[number]>;

/** Which message of spec §4/§8 the dropdown shows. */
export type AutocompleteStatus = 'prompt' | 'invalidLength' | 'loading' | 'error' | 'empty' | 'summary';

export interface StatusInput {
  /** The trimmed text in the field. */
  query: string;
  /** Whether the debounced text has caught up with the field. */
  settled: boolean;
  hasError: boolean;
  /** total_count of the answer for this text, undefined until one came. */
  totalCount: number | null | undefined;
}

export function autocompleteStatus({ query, settled, hasError, totalCount }: StatusInput): AutocompleteStatus {
  if (!query) return 'prompt';
  if (query.length < MIN_LENGTH) return 'invalidLength';
  if (!settled) return 'loading';
  if (hasError && totalCount == null) return 'error';
  if (totalCount == null) return 'loading';
  return totalCount > 0 ? 'summary' : 'empty';
}

/** One entry of the suggestion list, what Enter or a click opens. */
export interface Suggestion {
  kind: 'category' | 'product';
  key: string;
  href: string;
}

export interface CategorySuggestion extends Suggestion {
  kind: 'category';
  label: string;
}

export interface ProductSuggestion extends Suggestion {
  kind: 'product';
  name: string;
  imageUrl: string | null;
  finalPrice: PriceValue;
  /** Only when discounted: the struck regular price and the whole percent off. */
  regularPrice: PriceValue | null;
  percentOff: number | null;
}

// Magento 2.4.7 names its category aggregation category_uid; older stores answer category_id.
const CATEGORY_AGGREGATIONS = ['category_uid', 'category_id'];

/**
 * Up to 4 categories of the result, each a search in that category: the search page's
 * `category_uid[filter]` holds the category's label and id joined by a comma (spec §2, §3).
 */
export function categorySuggestions(aggregations: Products['aggregations'] | undefined, query: string): CategorySuggestion[] {
  const list = (aggregations ?? []).filter((a): a is Aggregation => a !== null);
  const aggregation = CATEGORY_AGGREGATIONS.map((code) => list.find((a) => a.attribute_code === code)).find(Boolean);
  if (!aggregation) return [];
  return (aggregation.options ?? [])
    .filter((option): option is NonNullable<typeof option> => Boolean(option?.label && option.value))
    .slice(0, MAX_CATEGORIES)
    .map(({ label, value }) => {
      const params = new URLSearchParams({ query, [`${aggregation.attribute_code}[filter]`]: `${label},${value}` });
      return { kind: 'category', key: `category-${value}`, label: label ?? '', href: `/search.html?${params}` };
    });
}

function discountPercent(final: number, regular: number, reported: number | null | undefined): number | null {
  if (!(regular > final)) return null;
  const whole = Math.round(reported && reported > 0 ? reported : ((regular - final) / regular) * 100);
  return whole >= 1 ? whole : null;
}

/** Up to 3 product rows: name, thumbnail, final price and, when discounted, regular price and percent off. */
export function productSuggestions(items: Products['items'] | undefined): ProductSuggestion[] {
  return (items ?? [])
    .filter((item): item is Item => item !== null)
    .slice(0, MAX_PRODUCTS)
    .map((item) => {
      const price = item.price_range.minimum_price;
      const final = price.final_price.value ?? 0;
      const regular = price.regular_price.value ?? final;
      const percentOff = discountPercent(final, regular, price.discount?.percent_off);
      return {
        kind: 'product',
        key: `product-${item.uid}`,
        href: `/${item.url_key ?? ''}${item.url_suffix ?? ''}`,
        name: item.name ?? '',
        imageUrl: item.small_image?.url || null,
        finalPrice: price.final_price,
        regularPrice: percentOff ? price.regular_price : null,
        percentOff,
      };
    });
}
