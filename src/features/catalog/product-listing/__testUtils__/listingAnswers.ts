/* Test support (not a test file): fake answers of the listing queries, shaped as the backend sends them. */
import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';

export interface FakeProductOptions {
  type?: 'SimpleProduct' | 'VirtualProduct' | 'ConfigurableProduct' | 'BundleProduct' | 'GroupedProduct';
  price?: number;
  regular?: number;
  /** The highest final price of the product's choices (bundle, grouped, configurable); the price by default. */
  max?: number;
  stock?: 'IN_STOCK' | 'OUT_OF_STOCK';
  rating?: number;
  reviews?: number;
  image?: string | null;
}

/** A product as the ProductCardFields fragment answers it. */
export function fakeProduct(sku: string, name: string, options: FakeProductOptions = {}) {
  const { type = 'SimpleProduct', price = 125000, regular = price, max = price, stock = 'IN_STOCK', rating = 80, reviews = 3, image = `http://localhost/media/catalog/product/${sku}.png` } = options;
  const percent = regular > price ? Math.round(((regular - price) / regular) * 10000) / 100 : 0;
  return {
    __typename: type,
    uid: `uid-${sku}`,
    name,
    sku,
    url_key: sku.toLowerCase(),
    url_suffix: '.html',
    small_image: image ? { __typename: 'ProductImage', url: image, label: name } : null,
    price_range: {
      __typename: 'PriceRange',
      minimum_price: {
        __typename: 'ProductPrice',
        final_price: { __typename: 'Money', value: price, currency: 'IDR' },
        regular_price: { __typename: 'Money', value: regular, currency: 'IDR' },
        discount: { __typename: 'ProductDiscount', percent_off: percent, amount_off: regular - price },
      },
      maximum_price: { __typename: 'ProductPrice', final_price: { __typename: 'Money', value: max, currency: 'IDR' } },
    },
    rating_summary: rating,
    review_count: reviews,
    stock_status: stock,
  };
}

export interface FakeAggregation {
  code: string;
  label: string;
  position?: number;
  options: Array<[label: string, value: string, count: number]>;
}

export interface FakeProductsOptions {
  total?: number;
  page?: number;
  pages?: number;
  aggregations?: FakeAggregation[];
  isSearch?: boolean;
}

/** A Products answer: the items of one page with its count, pages, aggregations and sort fields. */
export function fakeProducts(items: ReturnType<typeof fakeProduct>[], { total = items.length, page = 1, pages = Math.max(1, Math.ceil(total / 6)), aggregations = [], isSearch = false }: FakeProductsOptions = {}) {
  const sortKeys = isSearch ? ['relevance', 'position', 'name', 'price'] : ['position', 'name', 'price'];
  const labels: Record<string, string> = { relevance: 'Relevance', position: 'Position', name: 'Product Name', price: 'Price' };
  return {
    __typename: 'Products',
    total_count: total,
    page_info: { __typename: 'SearchResultPageInfo', current_page: page, total_pages: total ? pages : 0 },
    items,
    aggregations: aggregations.map((aggregation, index) => ({
      __typename: 'Aggregation',
      attribute_code: aggregation.code,
      label: aggregation.label,
      count: aggregation.options.length,
      position: aggregation.position ?? index,
      options: aggregation.options.map(([label, value, count]) => ({ __typename: 'AggregationOption', label, value, count })),
    })),
    sort_fields: {
      __typename: 'SortFields',
      default: isSearch ? 'relevance' : 'position',
      options: sortKeys.map((value) => ({ __typename: 'SortField', value, label: labels[value] })),
    },
  };
}

/** The category part of getCategoryListing (and of getBreadcrumbs): Skincare › Face › Serum by default. */
export function fakeCategory(uid: string, name: string, { description = null as string | null, image = null as string | null } = {}) {
  return {
    __typename: 'CategoryTree',
    uid,
    name,
    description,
    image,
    url_path: `skincare/face/${name.toLowerCase()}`,
    url_suffix: '.html',
    breadcrumbs: [
      { __typename: 'Breadcrumb', category_uid: 'Mw==', category_name: 'Skincare', category_level: 2, category_url_path: 'skincare' },
      { __typename: 'Breadcrumb', category_uid: 'NA==', category_name: 'Face', category_level: 3, category_url_path: 'skincare/face' },
    ],
  };
}

export function categoryListingAnswer(category: ReturnType<typeof fakeCategory> | null, products: ReturnType<typeof fakeProducts> | null): FakeAnswer {
  return { data: { categories: { __typename: 'CategoryResult', items: category ? [category] : [] }, products } };
}

export function searchListingAnswer(products: ReturnType<typeof fakeProducts>): FakeAnswer {
  return { data: { products } };
}
