/** A product as the ProductCardFields fragment answers it, for tests of lists of cards. */
export const cardProduct = (uid: string, name: string, sku = `SKU-${uid}`) => ({
  __typename: 'SimpleProduct',
  uid,
  name,
  sku,
  url_key: name.toLowerCase().replace(/\s+/g, '-'),
  url_suffix: '.html',
  small_image: { __typename: 'ProductImage', url: `http://localhost/media/catalog/product/${uid}.jpg`, label: name },
  price_range: {
    __typename: 'PriceRange',
    minimum_price: {
      __typename: 'ProductPrice',
      final_price: { __typename: 'Money', value: 100000, currency: 'IDR' },
      regular_price: { __typename: 'Money', value: 100000, currency: 'IDR' },
      discount: { __typename: 'ProductDiscount', percent_off: 0, amount_off: 0 },
    },
    maximum_price: { __typename: 'ProductPrice', final_price: { __typename: 'Money', value: 100000, currency: 'IDR' } },
  },
  rating_summary: 0,
  review_count: 0,
  stock_status: 'IN_STOCK',
});
