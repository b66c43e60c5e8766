import { autocompleteStatus, categorySuggestions, productSuggestions } from '../autocompleteResults';

const money = (value: number) => ({ value, currency: 'IDR' as const });
const product = (uid: string, final: number, regular = final, percentOff = 0) => ({
  id: 1,
  uid,
  name: `Serum ${uid}`,
  small_image: { url: `https://shop.test/media/catalog/product/${uid}.jpg` },
  url_key: `serum-${uid}`,
  url_suffix: '.html',
  price_range: { minimum_price: { regular_price: money(regular), final_price: money(final), discount: { amount_off: regular - final, percent_off: percentOff } } },
});

describe('autocompleteStatus (spec §4 autocomplete messages)', () => {
  const base = { settled: true, hasError: false, totalCount: 7 };
  it('prompts on an empty field and asks for three characters below that', () => {
    expect(autocompleteStatus({ ...base, query: '' })).toBe('prompt');
    expect(autocompleteStatus({ ...base, query: 'se' })).toBe('invalidLength');
    expect(autocompleteStatus({ ...base, query: 'ser' })).toBe('summary');
  });

  it('is loading while the text has not settled or no answer came, then an error, empty or a summary', () => {
    expect(autocompleteStatus({ ...base, query: 'serum', settled: false })).toBe('loading');
    expect(autocompleteStatus({ ...base, query: 'serum', totalCount: undefined })).toBe('loading');
    expect(autocompleteStatus({ ...base, query: 'serum', totalCount: undefined, hasError: true })).toBe('error');
    expect(autocompleteStatus({ ...base, query: 'serum', totalCount: 0 })).toBe('empty');
  });
});

describe('categorySuggestions', () => {
  const aggregation = (code: string, count: number) => ({
    label: 'Category',
    count,
    attribute_code: code,
    options: Array.from({ length: count }, (_, i) => ({ label: `Skin, Care ${i}`, value: `MT${i}=` })),
  });

  it('offers up to 4 categories, each a search in it with category_uid[filter] = label,id', () => {
    const found = categorySuggestions([aggregation('price', 2), aggregation('category_uid', 6)], 'face serum');
    expect(found).toHaveLength(4);
    expect(found[0].label).toBe('Skin, Care 0');
    const url = new URL(found[0].href, 'http://shop.test');
    expect(url.pathname).toBe('/search.html');
    expect(url.searchParams.get('query')).toBe('face serum');
    expect(url.searchParams.get('category_uid[filter]')).toBe('Skin, Care 0,MT0=');
  });

  it('reads an older store’s category_id aggregation, and offers nothing without one', () => {
    expect(new URL(categorySuggestions([aggregation('category_id', 1)], 'x')[0].href, 'http://s').searchParams.get('category_id[filter]')).toBe('Skin, Care 0,MT0=');
    expect(categorySuggestions([aggregation('brand', 3), null], 'serum')).toEqual([]);
    expect(categorySuggestions(undefined, 'serum')).toEqual([]);
  });
});

describe('productSuggestions', () => {
  it('shows up to 3 products with their final price, and the regular price and percent off when discounted', () => {
    const rows = productSuggestions([product('a', 80000, 100000, 20), product('b', 50000), null, product('c', 10), product('d', 10)]);
    expect(rows.map((row) => row.name)).toEqual(['Serum a', 'Serum b', 'Serum c']);
    expect(rows[0]).toMatchObject({ href: '/serum-a.html', finalPrice: money(80000), regularPrice: money(100000), percentOff: 20 });
    expect(rows[1]).toMatchObject({ regularPrice: null, percentOff: null });
  });
});
