/* Test support (not a test file): getProductPage answers for each product type, complete as the server sends them. */
import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';

export const money = (value: number) => ({ __typename: 'Money', value, currency: 'IDR' });

export const productPrice = (final: number, regular = final) => ({
  __typename: 'ProductPrice',
  final_price: money(final),
  regular_price: money(regular),
  discount: { __typename: 'ProductDiscount', percent_off: regular > final ? Math.round(((regular - final) / regular) * 10000) / 100 : 0 },
});

export const priceRange = (min: number, minRegular = min, max = min, maxRegular = max) => ({
  __typename: 'PriceRange',
  minimum_price: productPrice(min, minRegular),
  maximum_price: productPrice(max, maxRegular),
});

export const image = (file: string, position: number, label = '') => ({
  __typename: 'ProductImage',
  url: `http://localhost/media/catalog/product/${file}`,
  label,
  position,
  disabled: false,
});

/** The fields every product type answers on the product page. */
export function baseProduct(typename: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: typename,
    uid: 'MQ==',
    name: 'Nalu Skin Bloom Repair Serum 30 ml',
    sku: 'NAL-SRM-0001',
    url_key: 'nalu-serum',
    stock_status: 'IN_STOCK',
    rating_summary: 80,
    review_count: 0,
    short_description: { __typename: 'ComplexTextValue', html: '<p>Serum by Nalu Skin.</p>' },
    description: { __typename: 'ComplexTextValue', html: '<p>Enriched with rice water.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' },
    price_range: priceRange(256000, 311000),
    media_gallery: [image('b.jpg', 2, 'Back'), image('a.jpg', 1, 'Front')],
    categories: [
      { __typename: 'CategoryTree', uid: 'Mw==', level: 2 },
      { __typename: 'CategoryTree', uid: 'NQ==', level: 4 },
    ],
    ...overrides,
  };
}

const swatchValue = (uid: string, label: string, color: string | null) => ({
  __typename: 'ConfigurableProductOptionsValues',
  uid,
  label,
  swatch_data: color ? { __typename: 'ColorSwatchData', value: color } : null,
});

/** The lipstick's one option, Shade, with colour swatches (or, without them, plain values). */
export const shadeOptions = (withSwatches = true) => [
  {
    __typename: 'ConfigurableProductOptions',
    uid: 'Y29uZmlndXJhYmxlLzEwLzE=',
    attribute_code: 'shade',
    label: 'Shade',
    position: 0,
    values: [
      swatchValue('c2hhZGUvcm9zZQ==', 'Rose', withSwatches ? '#e0607e' : null),
      swatchValue('c2hhZGUvY29yYWw=', 'Coral', withSwatches ? '#f88379' : null),
      swatchValue('c2hhZGUvcGx1bQ==', 'Plum', withSwatches ? '#8e4162' : null),
    ],
  },
];

const variant = (uid: string, sku: string, shadeUid: string, price: number, stock: 'IN_STOCK' | 'OUT_OF_STOCK', file: string) => ({
  __typename: 'ConfigurableVariant',
  attributes: [{ __typename: 'ConfigurableAttributeOption', uid: shadeUid, code: 'shade' }],
  product: {
    __typename: 'SimpleProduct',
    uid,
    sku,
    stock_status: stock,
    price_range: { __typename: 'PriceRange', minimum_price: productPrice(price) },
    media_gallery: [image(file, 1, sku)],
  },
});

/** A lipstick in three shades: Rose (Rp 100.000), Coral (Rp 120.000) and Plum (sold out). */
export function configurableProduct(overrides: Record<string, unknown> = {}) {
  return baseProduct('ConfigurableProduct', {
    uid: 'MTA=',
    name: 'Risa Velvet Lip Cream',
    sku: 'RIS-LIP-0010',
    url_key: 'risa-lip',
    price_range: priceRange(100000, 100000, 120000, 120000),
    configurable_options: shadeOptions(),
    variants: [
      variant('MTE=', 'RIS-LIP-0010-rose', 'c2hhZGUvcm9zZQ==', 100000, 'IN_STOCK', 'rose.jpg'),
      variant('MTI=', 'RIS-LIP-0010-coral', 'c2hhZGUvY29yYWw=', 120000, 'IN_STOCK', 'coral.jpg'),
      variant('MTM=', 'RIS-LIP-0010-plum', 'c2hhZGUvcGx1bQ==', 100000, 'OUT_OF_STOCK', 'plum.jpg'),
    ],
    ...overrides,
  });
}

const selection = (optionId: number, selectionId: number, label: string, price: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'BundleItemOption',
  uid: btoa(`bundle/${optionId}/${selectionId}/1`),
  label,
  quantity: 1,
  position: selectionId,
  is_default: false,
  price,
  price_type: 'FIXED',
  can_change_quantity: false,
  product: {
    __typename: 'SimpleProduct',
    uid: btoa(String(100 + selectionId)),
    stock_status: 'IN_STOCK',
    price_range: { __typename: 'PriceRange', minimum_price: { __typename: 'ProductPrice', regular_price: money(price) } },
  },
  ...extra,
});

/** A fixed-price kit (own price Rp 500.000): a required cleanser (radio), a required serum (select) and optional extras (checkbox). */
export function bundleProduct(overrides: Record<string, unknown> = {}) {
  return baseProduct('BundleProduct', {
    uid: 'MjA=',
    name: 'Sake Beauty Morning Routine Kit',
    sku: 'SAK-KIT-0020',
    url_key: 'morning-kit',
    price_range: priceRange(600000, 600000, 900000, 900000),
    dynamic_price: false,
    price_details: { __typename: 'PriceDetails', main_price: 500000, discount_percentage: 0 },
    items: [
      {
        __typename: 'BundleItem',
        uid: btoa('bundle/1'),
        title: 'Cleanser',
        required: true,
        type: 'radio',
        position: 1,
        options: [selection(1, 1, 'Micellar Water', 60000, { is_default: true }), selection(1, 2, 'Cleansing Oil', 90000, { can_change_quantity: true })],
      },
      {
        __typename: 'BundleItem',
        uid: btoa('bundle/2'),
        title: 'Serum',
        required: true,
        type: 'select',
        position: 2,
        options: [selection(2, 3, 'Vitamin C Serum', 100000), selection(2, 4, 'Retinol Serum', 150000)],
      },
      {
        __typename: 'BundleItem',
        uid: btoa('bundle/3'),
        title: 'Extras',
        required: false,
        type: 'checkbox',
        position: 3,
        options: [selection(3, 5, 'Sun Stick', 40000, { is_default: true }), selection(3, 6, 'Lip Balm', 20000)],
      },
    ],
    ...overrides,
  });
}

const groupedChild = (uid: string, sku: string, name: string, qty: number, price: number, stock: 'IN_STOCK' | 'OUT_OF_STOCK' = 'IN_STOCK') => ({
  __typename: 'GroupedProductItem',
  qty,
  position: Number(atob(uid)),
  product: {
    __typename: 'SimpleProduct',
    uid,
    sku,
    name,
    stock_status: stock,
    small_image: { __typename: 'ProductImage', url: `http://localhost/media/catalog/product/${sku}.jpg` },
    price_range: { __typename: 'PriceRange', minimum_price: productPrice(price) },
  },
});

/** A family pack: Multivitamin (suggested 1), Vitamin D3 (suggested 2) and a sold-out Zinc. */
export function groupedProduct(overrides: Record<string, unknown> = {}) {
  return baseProduct('GroupedProduct', {
    uid: 'MzA=',
    name: 'Nejupe Family Immunity Pack',
    sku: 'NEJ-GRP-0030',
    url_key: 'family-pack',
    price_range: priceRange(61000, 85000, 210000, 330000),
    items: [
      groupedChild('MzE=', 'NEJ-MVT-0031', 'Multivitamin Men', 1, 210000),
      groupedChild('MzI=', 'NEJ-VTD-0032', 'Vitamin D3', 2, 61000),
      groupedChild('MzM=', 'NEJ-ZNC-0033', 'Zinc', 1, 45000, 'OUT_OF_STOCK'),
    ],
    ...overrides,
  });
}

export const productAnswer = (...items: object[]): FakeAnswer => ({ data: { products: { __typename: 'Products', items } } });

/**
 * The page's other queries, which ask the same products(filter: url_key) field for more of the
 * same product (so they must answer that product too): no reviews, no related products, and an
 * empty breadcrumb category.
 */
export function quietResolvers(typename: string, uid: string) {
  return {
    getProductReviews: () => ({
      data: {
        products: {
          __typename: 'Products',
          items: [{ __typename: typename, uid, reviews: { __typename: 'ProductReviews', items: [], page_info: { __typename: 'SearchResultPageInfo', current_page: 1, total_pages: 0 } } }],
        },
      },
    }),
    getRelatedProducts: () => ({ data: { products: { __typename: 'Products', items: [{ __typename: typename, uid, related_products: [], upsell_products: [] }] } } }),
    getBreadcrumbs: () => ({ data: { categories: { __typename: 'CategoryResult', items: [] } } }),
  };
}
