import {
  countFilterValues,
  decodeFilters,
  decodeListing,
  decodePage,
  decodeSort,
  filterInput,
  parseFilterValue,
  toggleFilterValue,
  withFilters,
  withPage,
  withSort,
  type ActiveFilter,
} from '../listingUrl';

const params = (query: string) => new URLSearchParams(query);

describe('reading filters from the URL (spec §3: key[filter]=title,value)', () => {
  it('reads an equal filter with one value and with several', () => {
    expect(decodeFilters(params('brand[filter]=Acme,12'))).toEqual([{ key: 'brand', type: 'equal', values: [{ title: 'Acme', value: '12' }] }]);
    expect(decodeFilters(params('brand[filter]=Acme,12&brand[filter]=Beta,13'))).toEqual([
      { key: 'brand', type: 'equal', values: [{ title: 'Acme', value: '12' }, { title: 'Beta', value: '13' }] },
    ]);
  });

  it('reads the URL-encoded form a browser sends', () => {
    expect(decodeFilters(params('category_uid%5Bfilter%5D=Face%20care%2CMTA%3D'))).toEqual([
      { key: 'category_uid', type: 'equal', values: [{ title: 'Face care', value: 'MTA=' }] },
    ]);
  });

  it('takes the value after the last comma, so a title may hold commas', () => {
    expect(parseFilterValue('Rp 0, and more,0_100000')).toEqual({ title: 'Rp 0, and more', value: '0_100000' });
    expect(parseFilterValue('12')).toEqual({ title: '12', value: '12' });
    expect(parseFilterValue('Acme,')).toBeNull();
  });

  it('reads price as a range with * for an open end, and name as a match', () => {
    expect(decodeFilters(params('price[filter]=100000-*,100000_*&name[filter]=serum,serum'))).toEqual([
      { key: 'price', type: 'range', values: [{ title: '100000-*', value: '100000_*' }] },
      { key: 'name', type: 'match', values: [{ title: 'serum', value: 'serum' }] },
    ]);
  });

  it('ignores what it cannot read: bad keys, empty values, a range that is not one, repeats', () => {
    expect(decodeFilters(params('price[filter]=cheap,abc&x-y[filter]=a,1&brand[filter]=&brand[filter]=A,1&brand[filter]=A,1&foo=bar'))).toEqual([
      { key: 'brand', type: 'equal', values: [{ title: 'A', value: '1' }] },
    ]);
    expect(decodeFilters(params('price[filter]=all,*_*'))).toEqual([]);
  });

  it('leaves out the keys a page takes from elsewhere', () => {
    expect(decodeFilters(params('category_uid[filter]=Face,MTA=&brand[filter]=A,1'), ['category_uid'])).toEqual([
      { key: 'brand', type: 'equal', values: [{ title: 'A', value: '1' }] },
    ]);
  });
});

describe('reading sort and page', () => {
  it('reads the sort and its direction, relevance best first by default', () => {
    expect(decodeSort(params('sort=price&dir=desc'))).toEqual({ key: 'price', dir: 'DESC' });
    expect(decodeSort(params('sort=name'))).toEqual({ key: 'name', dir: 'ASC' });
    expect(decodeSort(params('sort=relevance'))).toEqual({ key: 'relevance', dir: 'DESC' });
    expect(decodeSort(params('sort=name&dir=sideways'))).toEqual({ key: 'name', dir: 'ASC' });
    expect(decodeSort(params('sort=1;DROP'))).toBeNull();
    expect(decodeSort(params(''))).toBeNull();
  });

  it.each([
    ['page=3', 3],
    ['', 1],
    ['page=abc', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=99999999999999', 2 ** 31 - 1],
  ])('%s is page %d', (query, page) => {
    expect(decodePage(params(query))).toBe(page);
  });

  it('reads the whole state at once', () => {
    expect(decodeListing(params('query=serum&brand[filter]=A,1&sort=price&dir=ASC&page=2'))).toEqual({
      filters: [{ key: 'brand', type: 'equal', values: [{ title: 'A', value: '1' }] }],
      sort: { key: 'price', dir: 'ASC' },
      page: 2,
    });
  });
});

describe('writing the URL', () => {
  const brand: ActiveFilter = { key: 'brand', type: 'equal', values: [{ title: 'Acme', value: '12' }] };

  it('writes filters back in the form it reads, on page 1, keeping the search words and sort', () => {
    const next = withFilters(params('query=serum&sort=name&dir=ASC&page=4&color[filter]=Red,5'), [brand]);
    expect(next.get('query')).toBe('serum');
    expect(next.get('sort')).toBe('name');
    expect(next.has('page')).toBe(false);
    expect(next.getAll('color[filter]')).toEqual([]);
    expect(next.getAll('brand[filter]')).toEqual(['Acme,12']);
    expect(decodeFilters(next)).toEqual([brand]);
  });

  it('clears every filter, also unreadable ones', () => {
    expect(withFilters(params('query=a&x-y[filter]=1&brand[filter]=A,1'), []).toString()).toBe('query=a');
  });

  it('leaves page 1 out of the URL and keeps the rest', () => {
    expect(withPage(params('query=a&page=3'), 1).toString()).toBe('query=a');
    expect(withPage(params('query=a'), 2).toString()).toBe('query=a&page=2');
  });

  it('writes a sort and goes back to page 1; null removes it', () => {
    expect(withSort(params('page=3'), { key: 'price', dir: 'DESC' }).toString()).toBe('sort=price&dir=DESC');
    expect(withSort(params('sort=price&dir=DESC&page=2'), null).toString()).toBe('');
  });

  it('round-trips a state through the URL', () => {
    const filters: ActiveFilter[] = [
      { key: 'brand', type: 'equal', values: [{ title: 'A, the brand', value: '1' }, { title: 'B', value: '2' }] },
      { key: 'price', type: 'range', values: [{ title: '0-100000', value: '0_100000' }] },
    ];
    const url = withPage(withSort(withFilters(params('query=x'), filters), { key: 'name', dir: 'DESC' }), 2);
    expect(decodeListing(new URLSearchParams(url.toString()))).toEqual({ filters, sort: { key: 'name', dir: 'DESC' }, page: 2 });
  });
});

describe('picking values', () => {
  const a = { title: 'A', value: '1' };
  const b = { title: 'B', value: '2' };

  it('adds equal values (several make an in filter) and removes them again', () => {
    const one = toggleFilterValue([], 'brand', 'equal', a);
    const two = toggleFilterValue(one, 'brand', 'equal', b);
    expect(two).toEqual([{ key: 'brand', type: 'equal', values: [a, b] }]);
    expect(countFilterValues(two)).toBe(2);
    expect(toggleFilterValue(two, 'brand', 'equal', a)).toEqual([{ key: 'brand', type: 'equal', values: [b] }]);
    expect(toggleFilterValue(toggleFilterValue(two, 'brand', 'equal', a), 'brand', 'equal', b)).toEqual([]);
  });

  it('replaces a range, and a value of a single-choice group', () => {
    const cheap = { title: '0-100', value: '0_100' };
    const dear = { title: '100-200', value: '100_200' };
    expect(toggleFilterValue(toggleFilterValue([], 'price', 'range', cheap), 'price', 'range', dear)).toEqual([{ key: 'price', type: 'range', values: [dear] }]);
    expect(toggleFilterValue(toggleFilterValue([], 'category_uid', 'equal', a, { single: true }), 'category_uid', 'equal', b, { single: true })).toEqual([
      { key: 'category_uid', type: 'equal', values: [b] },
    ]);
  });
});

describe('filters as Magento input', () => {
  it('sends eq for one value, in for several, match text, and from/to without the open end', () => {
    expect(filterInput({ key: 'brand', type: 'equal', values: [{ title: 'A', value: '1' }] })).toEqual({ eq: '1' });
    expect(filterInput({ key: 'brand', type: 'equal', values: [{ title: 'A', value: '1' }, { title: 'B', value: '2' }] })).toEqual({ in: ['1', '2'] });
    expect(filterInput({ key: 'name', type: 'match', values: [{ title: 'serum', value: 'serum' }] })).toEqual({ match: 'serum' });
    expect(filterInput({ key: 'price', type: 'range', values: [{ title: '', value: '0_100000' }] })).toEqual({ from: '0', to: '100000' });
    expect(filterInput({ key: 'price', type: 'range', values: [{ title: '', value: '*_100000' }] })).toEqual({ to: '100000' });
    expect(filterInput({ key: 'price', type: 'range', values: [{ title: '', value: '500000_*' }] })).toEqual({ from: '500000' });
  });
});
